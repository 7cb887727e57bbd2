// The facts the client and the server both read, in plain TypeScript that runs in a browser and in Node alike.
export * from "./accounts";
export * from "./catalog";
export * from "./catalog-dates";
export * from "./class-title";
export * from "./file-kinds";
export * from "./file-rules";
export * from "./form-protocol";
export * from "./form-rules";
export * from "./link-messages";
export * from "./schedule-text";
export * from "./trash-retention";
export * from "./visibility-choices";
