import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestApp } from "../test-support/test-app";
import { graphqlLimits } from "./apollo";
import { buildGraphqlSchema, printGraphqlSchema, schemaFilePath } from "./schema";

let app: TestApp;
let production: TestApp;
beforeAll(async () => {
  [app, production] = await Promise.all([TestApp.start(), TestApp.start({ production: true })]);
});
afterAll(() => Promise.all([app.stop(), production.stop()]));

const post = (target: TestApp, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(`${target.url}/graphql`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

describe("GraphQL schema file", () => {
  it("schema.graphql at the root is exactly the schema the server builds (run the server build to refresh it)", async () => {
    const built = printGraphqlSchema(await buildGraphqlSchema());
    expect(fs.readFileSync(schemaFilePath, "utf8")).toBe(built);
  });
});

describe("GraphQL hardening", () => {
  it("refuses queries nested deeper than the limit", async () => {
    const nested = "{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }";
    const answer = await app.graphql(nested);
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
    expect(answer.errors?.[0].message).toBe(`Query is nested too deeply (at most ${graphqlLimits.depth} levels)`);
    const shallow = "{ __schema { types { fields { type { name } } } } }";
    expect((await app.graphql(shallow)).errors).toBeUndefined();
  });

  it("refuses more aliases than the limit", async () => {
    const many = Array.from({ length: graphqlLimits.aliases + 1 }, (_, i) => `a${i}: __typename`).join(" ");
    const answer = await app.graphql(`{ ${many} }`);
    expect(answer.errors?.[0].message).toContain("Too many aliases");
    const allowed = Array.from({ length: graphqlLimits.aliases }, (_, i) => `a${i}: __typename`).join(" ");
    expect((await app.graphql(`{ ${allowed} }`)).errors).toBeUndefined();
  });

  it("refuses batched requests", async () => {
    const response = await post(app, [{ query: "{ __typename }" }, { query: "{ __typename }" }]);
    expect(response.status).toBe(400);
  });

  it("refuses requests a browser could send cross-site without a preflight (CSRF prevention)", async () => {
    const simple = await fetch(`${app.url}/graphql?query=${encodeURIComponent("{ __typename }")}`);
    expect(simple.status).toBe(400);
    const form = await post(app, "query={__typename}", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(400);
    const multipart = await post(app, "--x\r\n\r\n--x--", { "content-type": "multipart/form-data; boundary=x" });
    expect(multipart.status).toBe(400);
  });

  it("hides stack traces and internals in errors", async () => {
    const answer = await app.graphql("{ nope }");
    const text = JSON.stringify(answer.errors);
    expect(text).not.toMatch(/stacktrace|at .*\.js|SQLITE|SELECT/i);
  });

  it("offers introspection in development only", async () => {
    const query = "{ __schema { queryType { name } } }";
    expect((await app.graphql(query)).data.__schema.queryType.name).toBe("Query");
    const refused = await production.graphql(query);
    expect(refused.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});
