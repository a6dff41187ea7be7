/**
 * main.tsx imports this between React and the app. Its top-level await ends the task that evaluated React, so
 * the app's modules (router, routes, messages) evaluate in a task of their own: in one task together they would
 * be the login page's longest task, with input blocked for all of it.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};
