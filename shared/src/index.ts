// The facts the client and the server both read, in plain TypeScript that runs in a browser and in Node alike.
export * from "./accounts";
export * from "./catalog";
export * from "./catalog-dates";
export * from "./class-title";
export * from "./enrollment-form";
export * from "./file-kinds";
export * from "./file-rules";
export * from "./form-protocol";
export * from "./form-rules";
export * from "./home-forms";
export * from "./link-messages";
export * from "./prerender-manifest";
export * from "./public-forms";
export * from "./schedule-text";
export * from "./site-paths";
export * from "./trash-retention";
export * from "./visibility-choices";
