import type { RequestHandler } from "express";
import { EDGE_TEXT, refuse } from "./refuse";

/** C0 controls other than tab, line feed and carriage return, and DEL: no form field needs them, and PostgreSQL refuses NUL. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Deeper than any request of the product nests; a deep value would otherwise cost recursion further in. */
export const MAX_INPUT_DEPTH = 16;

export type InputProblem = "controlCharacters" | "tooDeep";

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** What is wrong with a parsed body or query (keys and values alike), or null. Walks without recursion. */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === "string") {
      if (CONTROL.test(item)) return "controlCharacters";
    } else if (item !== null && typeof item === "object") {
      if (depth >= MAX_INPUT_DEPTH) return "tooDeep";
      for (const [key, child] of Object.entries(item)) {
        if (CONTROL.test(key)) return "controlCharacters";
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** Refuses API input (query and JSON body) carrying control characters or nested too deep, before a handler sees it. */
export function cleanApiInput(): RequestHandler {
  return (req, res, next) => {
    const problem = inputProblem(req.query) ?? inputProblem(req.body);
    if (problem) return refuse(req, res, 400, EDGE_TEXT[problem]);
    next();
  };
}
