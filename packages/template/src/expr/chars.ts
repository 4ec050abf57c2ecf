/** Character classes shared by the lexer and the string-to-number reading (char codes). */
export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
export const isHexDigit = (c: number): boolean => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
export const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
