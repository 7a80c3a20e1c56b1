import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export type IntakeForm = "case-review" | "harassment-questionnaire";

type IntakeState = {
  openForm: IntakeForm | null;
  open: (form: IntakeForm) => void;
  close: () => void;
};

const IntakeContext = createContext<IntakeState | null>(null);

/** Holds which intake modal is open; one at a time, for the whole site. */
export function IntakeProvider({ children }: { children: ReactNode }) {
  const [openForm, setOpenForm] = useState<IntakeForm | null>(null);
  const open = useCallback((form: IntakeForm) => setOpenForm(form), []);
  const close = useCallback(() => setOpenForm(null), []);
  const value = useMemo(() => ({ openForm, open, close }), [openForm, open, close]);
  return <IntakeContext.Provider value={value}>{children}</IntakeContext.Provider>;
}

export function useIntake(): IntakeState {
  const state = useContext(IntakeContext);
  if (!state) throw new Error("useIntake needs an IntakeProvider above it");
  return state;
}
