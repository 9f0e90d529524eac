/**
 * The club's faces join the page once it has painted. A face still loading when the browser first
 * lays the page out makes that layout several times dearer: every word is set again while the face
 * is pending (in Lighthouse's Chromium: the first layout of /comment-ca-marche took
 * 30–40 ms with the faces named and loading, 3–14 ms with only their resized fallbacks named, and
 * under real throttling the first paint of / and /comment-ca-marche came 15–40 ms sooner).
 * So, before the body is parsed, this script sets each face's CSS variable to its fallbacks alone;
 * once the document is parsed and the next frame drawn, it loads the faces and gives the variables
 * back to the stylesheet, and the text swaps as it did before (the fallbacks are resized to the
 * faces' metrics, ./fonts.ts). A frame after the head's would be too soon: a browser draws one
 * before the body arrives, and on a fast link the faces would then be back for the first layout.
 * A page parsed out of sight (a background tab) draws no frame until shown: it loads them at once.
 * Giving the variables back restyles the whole page (every element inherits the font), and lays its
 * text out again. In one frame, that was the longest task after the load: 70–133 ms at 4× CPU
 * slowdown on / and /comment-ca-marche, which a phone counts as blocking time. So the script reads
 * the computed style at once, which restyles in its own task (31–33 ms), and the next frame only
 * lays out (21–52 ms). Giving one face back at a time restyled the page twice, over more frames.
 * Without JavaScript nothing is changed: the faces load as the page asks for them (font-display: swap).
 */
export type Face = {
  /** The CSS variable the face's class defines on the root element, e.g. `--font-text`. */
  variable: `--${string}`
  /** next/font's `style.fontFamily`: the face, its extra characters' face, then the local fallbacks. */
  fontFamily: string
  /** A weight the face has, to load it by (CSS Font Loading API). */
  weight: number
}

/** Each list names the face, then its extra characters' face (./fonts.ts declares them so), then local fonts. */
function families(face: Face) {
  const [family, , ...fallbacks] = face.fontFamily.split(', ')
  return { family, fallbacks: fallbacks.join(', ') }
}

export function firstPaintFamilies(face: Face): string {
  return families(face).fallbacks
}

/** The inline script for the document's head (it needs the request's CSP nonce). */
export function facesAfterFirstPaintScript(faces: Face[]): string {
  const entries = faces.map((face) => {
    const { family, fallbacks } = families(face)
    return [face.variable, fallbacks, `${face.weight} 1em ${family}`]
  })
  return `(function(d){if(!d.fonts)return;var s=d.documentElement.style,f=${JSON.stringify(entries)};f.forEach(function(x){s.setProperty(x[0],x[1])});function l(){Promise.all(f.map(function(x){return d.fonts.load(x[2])})).catch(function(){}).then(function(){f.forEach(function(x){s.removeProperty(x[0])});getComputedStyle(d.documentElement).getPropertyValue(f[0][0])})}d.addEventListener('DOMContentLoaded',function(){if(d.visibilityState==='hidden')l();else requestAnimationFrame(function(){setTimeout(l)})})})(document)`
}
