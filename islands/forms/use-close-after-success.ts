import { useCallback, useEffect, useRef } from 'react'

/** The pause of docs/specification/ (part-1.md section 9, part-2.md section 4) before a form's window (hotel, visa) closes after success. */
export const CLOSE_AFTER_SUCCESS_MS = 3000

/**
 * An `onSuccess` for useEnquiryForm that closes the window 3 s later, so the visitor can read the
 * success message. Closing earlier (Cancel, X, Escape) unmounts the form and cancels the timer.
 */
export function useCloseAfterSuccess(close: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(close, CLOSE_AFTER_SUCCESS_MS)
  }, [close])
}
