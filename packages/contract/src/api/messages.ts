// Contract for the messages calls; filled in by its feature work.
export {};
