/** True for a value that holds nothing but whitespace. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
