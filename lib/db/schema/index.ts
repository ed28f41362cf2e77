export * from "./partners";
export * from "./businesses";
export * from "./accounts";
export * from "./platform";
export * from "./journal";
