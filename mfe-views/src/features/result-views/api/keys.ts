/** Keys of the result-view data this feature loads; each holds every input of its fetch. */
export const viewKeys = {
  list: (projectId: string) => `result-views:list:${projectId}`,
};
