// The e2e suite's harness, one concern a file under tests/e2e/fixtures/ (docs/testing.md); specs
// import all of it from here.
export * from "./fixtures/accounts";
export * from "./fixtures/guard";
export * from "./fixtures/hydration";
export * from "./fixtures/listings";
export * from "./fixtures/mail";
export * from "./fixtures/page-checks";
export * from "./fixtures/pdf";
export * from "./fixtures/phone";
export { instancePort, SITE } from "./fixtures/ports";
export * from "./fixtures/test";
