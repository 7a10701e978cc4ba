// Shapes several endpoints share. zod only: importable by app/.
import { z } from "zod";

/** An endpoint that answers no data (`data: null`). */
export const NoDataSchema = z.null();

/** An endpoint that takes no input. */
export const NoInputSchema = z.object({}).passthrough();
