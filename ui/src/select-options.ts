/** Choices of a Select (country, state). */
export interface SelectOption {
  value: string;
  label: string;
}

/** The states an address route answers, as Select choices. */
export function stateOptions(
  states: ReadonlyArray<{ id: number; name: string }> | undefined,
): SelectOption[] {
  return (states ?? []).map((s) => ({ value: String(s.id), label: s.name }));
}
