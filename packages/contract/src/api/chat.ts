// Contract for the chat calls; filled in by its feature work.
export {};
