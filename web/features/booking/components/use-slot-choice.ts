import { useState } from "react";
import type { Slot } from "@/lib/booking-slots";

/**
 * The time chosen in the picker (slot-picker.tsx) and the list it shows instead of the server's
 * after a 409. `picker` holds the picker's props for them (radios named "slot"); choosing a time
 * also runs `onChoose`.
 */
export function useSlotChoice(onChoose: () => void) {
  const [slot, setSlot] = useState("");
  const [fresh, setFresh] = useState<Slot[] | null>(null);
  return {
    slot,
    /** The time was taken meanwhile: the picker shows the server's next free times, none chosen. */
    taken: (slots: Slot[] | undefined) => {
      setFresh(slots ?? []);
      setSlot("");
    },
    /** Nothing chosen, and the picker back on the server's list. */
    reset: () => {
      setFresh(null);
      setSlot("");
    },
    picker: {
      name: "slot",
      value: slot,
      onChange: (next: string) => {
        setSlot(next);
        onChoose();
      },
      freshSlots: fresh,
    },
  };
}
