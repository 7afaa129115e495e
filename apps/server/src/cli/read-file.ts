import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CliError } from './client.ts';

/** A file an operator names on the command line, relative to where the command runs; exit 2 if unreadable. */
export const readOperatorFile = (file: string): string => {
  try {
    return readFileSync(path.resolve(file), 'utf8');
  } catch {
    throw new CliError(`无法读取文件 ${file}`, 2);
  }
};

/** The same, parsed as JSON (exit 2 with the file's name if it is not). */
export const readOperatorJson = (file: string): unknown => {
  const text = readOperatorFile(file);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new CliError(`文件不是有效的 JSON：${file}`, 2);
  }
};
