/** Report contracts (issue 8): one file per report family. */
export {};
