import { describe, expect, it } from "vitest";
import { apiProblem, failedAnswer } from "@/lib/api-problem";

describe("apiProblem", () => {
  it("reads the status, the error and the field messages of a failed apiRequest", () => {
    const error = new Error('422: {"error":"Please check the form","fields":{"name":["Required"]}}');
    expect(apiProblem(error)).toEqual({
      status: 422,
      message: "Please check the form",
      fields: { name: ["Required"] },
    });
  });

  it("keeps the status of an answer that is not JSON, and says status 0 when the network failed", () => {
    expect(apiProblem(new Error("502: Bad Gateway"))).toEqual({ status: 502, message: null, fields: {} });
    expect(apiProblem(new TypeError("Failed to fetch"))).toEqual({ status: 0, message: null, fields: {} });
    expect(apiProblem("not an error")).toEqual({ status: 0, message: null, fields: {} });
  });

  it("gives the whole JSON body to readers of other fields", () => {
    expect(failedAnswer(new Error('409: {"message":"Stale","current":{"id":"l1"}}'))).toEqual({
      status: 409,
      body: { message: "Stale", current: { id: "l1" } },
    });
    expect(failedAnswer(new Error("500: [1,2]"))).toEqual({ status: 500, body: {} });
  });
});
