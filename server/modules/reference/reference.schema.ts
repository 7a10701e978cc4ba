// Contracts of reference data every figure carries, importable by app/ and server/ alike: zod only.
import { z } from "zod";

/** Where a figure comes from; every figure shown carries one (ARCHITECTURE §5). */
export const SourceRefSchema = z.object({
  file: z.string(),
  source: z.string(),
  url: z.string().nullable(),
});
export type SourceRef = z.infer<typeof SourceRefSchema>;
