/** The overview dashboard's contracts (issue 8). */
export {};
