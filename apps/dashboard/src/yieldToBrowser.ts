/**
 * main.tsx imports this between React and the app. Its top-level await ends the task that evaluated React, so
 * the app's modules (router, routes, messages) evaluate in a task of their own: both in one task were the login
 * page's longest task (~240 ms at 4× CPU), input blocked for all of it.
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};
