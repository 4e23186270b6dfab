/**
 * A box that keeps what it holds inside itself: a screen that cannot scroll (a TV) shows all of
 * it, at full size when there is room and scaled down (CSS zoom, so everything shrinks alike,
 * rem sizes too) only as far as it must. It looks again when the box or its content changes.
 * `data-fit` carries the scale it settled on, so a check can tell "fits" from "fits, but tiny";
 * `data-fitting` is there while a look is due (the box or its content changed, the next frame refits).
 */
import { onCleanup, onMount, type JSX } from 'solid-js'
import './fit-box.css'

/** Never smaller than this: below it a TV's text is no longer readable across a table. */
export const MIN_FIT = 0.5
/** Halvings of the search between MIN_FIT and 1 (a step of about half a percent). */
const STEPS = 7

export function FitBox(props: { class?: string; children: JSX.Element; testid?: string; label?: string }) {
  let box!: HTMLDivElement
  let inner!: HTMLDivElement
  let frame = 0

  /** Whether the content, at the zoom set now, overflows the box. */
  const overflows = () => box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1
  const setZoom = (zoom: number) => {
    inner.style.zoom = zoom === 1 ? '' : String(zoom)
    box.dataset.fit = zoom.toFixed(3)
  }

  function fit(): void {
    frame = 0
    delete box.dataset.fitting
    setZoom(1)
    if (!overflows()) return
    let fits = MIN_FIT
    let tooBig = 1
    for (let i = 0; i < STEPS; i++) {
      const zoom = (fits + tooBig) / 2
      setZoom(zoom)
      if (overflows()) tooBig = zoom
      else fits = zoom
    }
    setZoom(fits)
  }
  const later = () => {
    if (frame !== 0) return
    box.dataset.fitting = ''
    frame = requestAnimationFrame(fit)
  }

  onMount(() => {
    fit()
    const resized = new ResizeObserver(later)
    resized.observe(box)
    resized.observe(inner)
    const changed = new MutationObserver(later)
    changed.observe(inner, { childList: true, subtree: true, characterData: true })
    // Web fonts and pictures settle after the first layout.
    void document.fonts?.ready.then(later)
    onCleanup(() => {
      resized.disconnect()
      changed.disconnect()
      cancelAnimationFrame(frame)
    })
  })

  return (
    <div ref={box} class={`fit-box ${props.class ?? ''}`} data-testid={props.testid} aria-label={props.label} role={props.label ? 'region' : undefined}>
      <div ref={inner} class="fit-box-inner">
        {props.children}
      </div>
    </div>
  )
}
