/**
 * The browser entry. The app's code is evaluated in five steps, each in a task of its
 * own: React, the data libraries (Apollo Client, the router), the libraries antd runs on,
 * antd, then the app. As one module graph it was one 140-190 ms task on a phone (4x CPU), which blocks input;
 * in steps, each is under about 60 ms. index.html's start script has the browser fetch
 * every step's files at once, as modulepreload links (the server lists them in
 * #gharinsight-scripts), beside this entry: the steps cost no extra round trips, and the
 * browser compiles each file off the main thread as it arrives.
 */
import 'virtual:antd.css';

/** Resolves in a task of its own (written here, not imported: the entry imports nothing of the app's, so it stays one small file). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./app/boot/dataLibraries');
  await nextTask();
  await import('./app/boot/antdLibraries');
  await nextTask();
  await import('./app/boot/uiLibraries');
  await nextTask();
  const { startApp } = await import('./app/startApp');
  // startApp's first step in a task of its own, not in the one that evaluated the app's files.
  await nextTask();
  await startApp();
}

void boot();
