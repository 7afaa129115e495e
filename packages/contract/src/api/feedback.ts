// Contract for the feedback calls; filled in by its feature work.
export {};
