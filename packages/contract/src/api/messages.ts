import { z } from 'zod';

/**
 * The inbox's letter types. Each is one unread bucket of SPEC §3: a broadcast letter (sent to the whole site)
 * counts in the `br…_count` field of its type, a letter to one member in the plain field
 * (notice_count, activity_count, fd_count). bulletin and match letters are always broadcasts.
 */
export const LetterTypeSchema = z.enum(['notice', 'activity', 'bulletin', 'match', 'fd']);
export type LetterType = z.infer<typeof LetterTypeSchema>;
