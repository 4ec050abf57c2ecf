/** Two-digit fields of dates, times and zone offsets ("07", "12"); hot in every date format. */
export const pad2 = (n: number): string => (n < 10 ? '0' + n : String(n));
