import { sectionWords } from "@/content/section-words";

/** A card shows the first three specialties and says how many more the full profile lists. */
export function specialtySummary(
  specialties: readonly string[],
  shown = 3,
): { visible: readonly string[]; moreLabel: string | null } {
  const visible = specialties.slice(0, shown);
  const more = specialties.length - visible.length;
  return { visible, moreLabel: more > 0 ? sectionWords.moreSpecialties(more) : null };
}
