import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export type Theme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

type ThemeState = { theme: Theme | null; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeState>({ theme: null, setTheme: () => {} });

/**
 * The theme the visitor chose, from the `theme` cookie. None chosen: the system's, by CSS media
 * query, so the first paint is always right (no flash) and the server never has to guess.
 */
export function ThemeProvider({ initial, children }: { initial: Theme | null; children: ReactNode }) {
  const [theme, setThemeState] = useState(initial);
  const setTheme = useCallback((next: Theme) => {
    document.cookie = `theme=${next}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
    setThemeState(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
