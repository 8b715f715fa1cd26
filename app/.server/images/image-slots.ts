import pLimit from "p-limit";
import sharp from "sharp";

/**
 * How many pictures this process draws at once, whoever sent them. A picture's pixels take up to
 * 200 MB while it is drawn (the decoder's cap of 50 million, four channels), so memory stays
 * bounded by this number rather than by how many students upload at the same moment; the rest
 * wait their turn, in order, which costs them a fraction of a second each.
 */
export const IMAGES_AT_ONCE = 2;

// Set once, when the image code is first loaded (at boot, with the server build). One libvips
// thread per picture: with IMAGES_AT_ONCE pictures that is at most two cores drawing, so the
// pages keep a core on a small machine, and a picture needs no more memory for more threads.
// No operation cache: uploads are never drawn twice, so the cache (50 MB by default) would only
// hold memory that the next picture needs.
sharp.concurrency(1);
sharp.cache(false);

const slots = pLimit(IMAGES_AT_ONCE);

/**
 * Runs one picture's drawing in one of the process's IMAGES_AT_ONCE slots, waiting for one when
 * all are taken. Every decoding of a picture we were sent goes through here; a request with several
 * pictures draws them one after the other, each in its turn.
 */
export function inImageSlot<T>(work: () => Promise<T>): Promise<T> {
  return slots(work);
}

/** Pictures being drawn now and waiting for a slot (for tests and the process's figures). */
export function imageSlotLoad(): { drawing: number; waiting: number } {
  return { drawing: slots.activeCount, waiting: slots.pendingCount };
}
