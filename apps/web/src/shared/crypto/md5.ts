import SparkMD5 from 'spark-md5';

/**
 * SPEC §9: passwords leave the page only as md5 hex digests (the login, register and reset passwords, the
 * withdrawal password), and the hashed send-code form sends the contact the same way.
 */
export const md5 = (value: string): string => SparkMD5.hash(value);
