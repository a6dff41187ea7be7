/**
 * main.tsx imports this after the router's and the messages' libraries: one more pause, so those libraries and
 * the app's own modules (react-aria, the design system, the routes) evaluate in two tasks instead of one. Together
 * they were the sign-in page's longest task in some loads (174–240 ms at 4× CPU).
 */
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};
