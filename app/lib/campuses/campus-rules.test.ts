import { describe, expect, it } from "vitest";
import { addCampus, markPrimary, removeCampus, resolvePrimary } from "./campus-rules";

const empty = { campusIds: [], primaryCampusId: null };

describe("campus choice", () => {
  it("makes the first chosen campus primary", () => {
    const choice = addCampus(addCampus(empty, "a"), "b");
    expect(choice).toEqual({ campusIds: ["a", "b"], primaryCampusId: "a" });
  });
  it("refuses a sixth campus and duplicates", () => {
    let choice = empty as { campusIds: string[]; primaryCampusId: string | null };
    for (const id of ["a", "b", "c", "d", "e", "f", "a"]) choice = addCampus(choice, id);
    expect(choice.campusIds).toEqual(["a", "b", "c", "d", "e"]);
  });
  it("makes the first remaining campus primary when the primary is removed", () => {
    const choice = removeCampus({ campusIds: ["a", "b", "c"], primaryCampusId: "a" }, "a");
    expect(choice).toEqual({ campusIds: ["b", "c"], primaryCampusId: "b" });
    expect(removeCampus({ campusIds: ["a"], primaryCampusId: "a" }, "a")).toEqual(empty);
  });
  it("lets the user mark another chosen campus primary", () => {
    expect(markPrimary({ campusIds: ["a", "b"], primaryCampusId: "a" }, "b").primaryCampusId).toBe("b");
    expect(markPrimary({ campusIds: ["a", "b"], primaryCampusId: "a" }, "z").primaryCampusId).toBe("a");
  });
  it("resolves the submitted primary campus", () => {
    expect(resolvePrimary(["a", "b"], "b")).toBe("b");
    expect(resolvePrimary(["a", "b"], "z")).toBe("a");
    expect(resolvePrimary([], undefined)).toBeNull();
  });
});
