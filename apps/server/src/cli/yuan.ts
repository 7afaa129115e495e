/** An amount the API answered in yuan ('1234.50'), as the commands print money: ¥1234.50. */
export const yuan = (amount: string): string => `¥${amount}`;
