import { describe, expect, it } from "vitest";
import { isUnsupportedBrowser } from "./browser-support";

describe("isUnsupportedBrowser", () => {
  it("refuses IE 6–11 and Firefox before 78", () => {
    expect(isUnsupportedBrowser("Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)")).toBe(true);
    expect(isUnsupportedBrowser("Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko")).toBe(true);
    expect(isUnsupportedBrowser("Mozilla/5.0 (Windows NT 10.0; rv:77.0) Gecko/20100101 Firefox/77.0")).toBe(true);
  });
  it("accepts current browsers and Firefox 78+", () => {
    expect(isUnsupportedBrowser("Mozilla/5.0 (Windows NT 10.0; rv:78.0) Gecko/20100101 Firefox/78.0")).toBe(false);
    expect(isUnsupportedBrowser("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36")).toBe(false);
    expect(isUnsupportedBrowser(null)).toBe(false);
  });
});
