import { createContext, useContext } from "react";
import { siteLauncher, type IntakeLauncher } from "./intake-launcher";

/** Tests give their own launcher with a provider; pages get the site's (lib/intake-launcher.ts). */
export const IntakeLauncherContext = createContext<IntakeLauncher>(siteLauncher);

export function useIntakeLauncher(): IntakeLauncher {
  return useContext(IntakeLauncherContext);
}
