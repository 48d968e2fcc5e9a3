/** A select's options from a record of labels, in the record's order. */
export const asOptions = <Key extends string>(labels: Record<Key, string>) =>
  (Object.entries(labels) as [Key, string][]).map(([value, label]) => ({ value, label }));
