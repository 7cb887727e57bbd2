 
export * from "./gql";