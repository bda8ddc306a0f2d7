/**
 * A CSS string literal for any text: quotes, backslashes, newlines and `<` (which could close the
 * surrounding <style> element) are written as hex escapes.
 */
export function cssString(value: string): string {
  return `"${value.replace(/[^\w .,/:?=&#%@+~!$*()[\]-]/g, (char) => `\\${char.codePointAt(0)!.toString(16)} `)}"`;
}
