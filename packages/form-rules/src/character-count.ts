export interface CharacterCount {
  text: string;
  exceeded: boolean;
}

/** The 'n / max' counter under a textarea with a character limit. */
export function characterCount(value: string, maxLength: number): CharacterCount {
  return { text: `${value.length} / ${maxLength}`, exceeded: value.length > maxLength };
}
