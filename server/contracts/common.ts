// Shapes several endpoints share. zod only: importable by app/.
import { z } from "zod";

/** Where a figure comes from; every figure shown carries one (ARCHITECTURE §5). */
export const SourceRefSchema = z.object({
  file: z.string(),
  source: z.string(),
  url: z.string().nullable(),
});
export type SourceRef = z.infer<typeof SourceRefSchema>;

/** An endpoint that answers no data (`data: null`). */
export const NoDataSchema = z.null();

/** An endpoint that takes no input. */
export const NoInputSchema = z.object({}).passthrough();
