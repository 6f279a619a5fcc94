import { z } from 'zod';
import { SetBy } from '@/lib/db/generated/enums.ts';
import { AppError } from '@/lib/errors.ts';
import { pageQuery } from '@/lib/pagination.ts';

export const MAX_USER_ID_LENGTH = 256;
export const MAX_VALUE_LENGTH = 256;
export const MAX_FEATURES_PER_UPDATE = 200;

/** userId: any Unicode string of 1 to 256 characters (code points), exactly as the caller's system has it. */
export function parseUserId(raw: string | undefined): string {
  const length = raw === undefined ? 0 : [...raw].length;
  if (!raw || length > MAX_USER_ID_LENGTH) {
    throw new AppError('invalid_user_id', `userId must be 1 to ${MAX_USER_ID_LENGTH} characters; got ${length}.`);
  }
  if (raw.includes('\u0000')) throw new AppError('invalid_user_id', 'userId may not contain the NUL character (U+0000).');
  return raw;
}

/** A setting value travels as a string (a zoom of 150 is "150"); a JSON number or anything else is refused. */
const settingValue = z.string().max(MAX_VALUE_LENGTH, `At most ${MAX_VALUE_LENGTH} characters.`);

export const setBySchema = z.enum([SetBy.user, SetBy.admin, SetBy.preset, SetBy.api]);
export const gradeLevel = z.number().int().min(1).max(16);

/** `features` is required (the interface's request body); `[]` changes only the other fields. */
export const updateProfileInput = z.object({
  features: z
    .array(
      z.object({
        featureCode: z.string().min(1).max(64),
        isEnabled: z.boolean(),
        /** Omitted: keep the current value (or the default). null: back to the feature's default. */
        value: settingValue.nullable().optional(),
      }),
    )
    .max(MAX_FEATURES_PER_UPDATE)
    .superRefine((features, ctx) => {
      const seen = new Set<string>();
      features.forEach((f, i) => {
        if (seen.has(f.featureCode)) ctx.addIssue({ code: 'custom', path: [i, 'featureCode'], message: 'Listed more than once.' });
        seen.add(f.featureCode);
      });
    }),
  setBy: setBySchema.default('api'),
  selfServiceEnabled: z.boolean().optional(),
  gradeLevel: gradeLevel.nullable().optional(),
  configuredBy: z.string().max(256).nullable().optional(),
});
export type UpdateProfileInput = z.output<typeof updateProfileInput>;

export const applyPresetInput = z.object({
  presetCode: z.string().min(1).max(64),
  clearExisting: z.boolean().default(false),
  gradeLevel: gradeLevel.nullable().optional(),
});
export type ApplyPresetInput = z.output<typeof applyPresetInput>;

export const featureSettingDto = z.object({
  featureCode: z.string(),
  isEnabled: z.boolean(),
  value: z.string().nullable(),
  setBy: setBySchema,
});

export const profileDto = z
  .object({
    exists: z.boolean().describe('false: no settings stored; the other fields are the defaults.'),
    userId: z.string(),
    activePresetCode: z.string().nullable(),
    selfServiceEnabled: z.boolean(),
    gradeLevel: z.number().int().nullable(),
    configuredBy: z.string().nullable(),
    features: z.array(featureSettingDto),
  })
  .meta({
    examples: [
      {
        exists: true,
        userId: 'student-42',
        activePresetCode: 'dyslexia',
        selfServiceEnabled: true,
        gradeLevel: 5,
        configuredBy: null,
        features: [{ featureCode: 'font_size', isEnabled: true, value: '150', setBy: 'preset' }],
      },
    ],
  });

export const activeFeaturesDto = z.object({
  userId: z.string(),
  exists: z.boolean(),
  activePresetCode: z.string().nullable(),
  features: z.array(z.object({ featureCode: z.string(), value: z.string().nullable() })),
});

export type FeatureSettingDto = z.infer<typeof featureSettingDto>;
export type ProfileDto = z.infer<typeof profileDto>;
export type ActiveFeaturesDto = z.infer<typeof activeFeaturesDto>;

/** What GET answers for a profile that does not exist (docs/decisions.md, "Profiles"). */
export function absentProfile(userId: string): ProfileDto {
  return { exists: false, userId, activePresetCode: null, selfServiceEnabled: true, gradeLevel: null, configuredBy: null, features: [] };
}

/**
 * The portal's list of a tenant's profiles, most recently written first: `q` keeps the user ids that
 * contain it, case-insensitively and literally (`%` and `_` are characters, not wildcards).
 */
export const listProfilesQuery = pageQuery.extend({
  q: z
    .string()
    .trim()
    .refine((v) => [...v].length <= MAX_USER_ID_LENGTH, `At most ${MAX_USER_ID_LENGTH} characters.`)
    .refine((v) => !v.includes('\u0000'), 'May not contain the NUL character (U+0000).')
    .optional(),
});
export type ListProfilesQuery = z.output<typeof listProfilesQuery>;

/** A row of that list: what the profile is, without its settings. `updatedAt` moves with every write. */
export interface ProfileSummaryDto {
  userId: string;
  activePresetCode: string | null;
  selfServiceEnabled: boolean;
  configuredBy: string | null;
  gradeLevel: number | null;
  enabledFeatures: number;
  totalFeatures: number;
  createdAt: string;
  updatedAt: string;
}

/** The profile as the portal shows it: the API's profile, with when it and each of its settings were last written. */
export interface ProfileDetailDto extends ProfileDto {
  createdAt: string | null;
  updatedAt: string | null;
  features: (FeatureSettingDto & { updatedAt: string })[];
}
