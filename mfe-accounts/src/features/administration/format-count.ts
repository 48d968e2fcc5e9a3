/** Counts and limits as the page shows them: 100,000. */
export const formatCount = (count: number) => count.toLocaleString('en-AU');
