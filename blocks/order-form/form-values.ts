/** The form's text values by input name, as it posts them, without React's own `$ACTION_…` fields. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string' && !name.startsWith('$')) values[name] = value;
  return values;
}
