/**
 * main.tsx imports this after React's pause (yieldToBrowser.ts). The first `Intl` call of a page sets up ICU's data,
 * whichever API makes it: 155–266 ms at 4× CPU. react-aria makes it as its locale module evaluates, inside the app
 * modules' task; made here, followed by a pause, it is a task of its own, and neither is as long as the two together.
 */
new Intl.DateTimeFormat().resolvedOptions();
await new Promise<void>((resolve) => setTimeout(resolve, 0));

export {};
