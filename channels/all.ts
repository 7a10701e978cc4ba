import brand from "./brand/channel";
import oem1 from "./oem1/channel";
import oem2 from "./oem2/channel";
import qjjy from "./qjjy/channel";
import xkzy from "./xkzy/channel";
import ycjy from "./ycjy/channel";

/**
 * Every shipped channel, keyed by its folder name. The registry validates each
 * one at start-up, so a new channel is a folder plus one line here.
 */
export const CHANNEL_CONFIGS: Record<string, unknown> = { brand, oem1, oem2, qjjy, xkzy, ycjy };
