/**
 * Resolves in a task of its own: the work after it runs after the browser has had a
 * chance to paint and handle input. Boot is split this way so that no step of it is a
 * long task on a phone (4x CPU).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
