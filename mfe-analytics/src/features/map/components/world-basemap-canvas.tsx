import { WebMercatorViewport } from '@deck.gl/core';
import { useEffect, useRef, type CSSProperties } from 'react';
import type { MapViewState } from '../map-view';
import { worldPolygons } from '../world-basemap';

const LAND = 'rgb(222, 226, 230)';
const BORDER = 'rgb(255, 255, 255)';
const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

interface WorldBasemapCanvasProps {
  view: MapViewState;
  /** The map's size in CSS pixels, the same as deck.gl's canvas above it. */
  width: number;
  height: number;
}

/**
 * The shipped world map, drawn on a 2D canvas under deck.gl's clusters in deck.gl's own projection. Drawn
 * by WebGL, its 10,301 border segments cost 450 ms a frame where WebGL runs on the CPU (SwiftShader, a
 * machine without a GPU); a 2D canvas draws them in a few milliseconds anywhere.
 */
export function WorldBasemapCanvas({ view, width, height }: WorldBasemapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context || width === 0 || height === 0) return;
    const ratio = window.devicePixelRatio || 1;
    context.canvas.width = Math.round(width * ratio);
    context.canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const viewport = new WebMercatorViewport({ width, height, ...view });
    // Each point is projected once: the polygons' paths are filled, then stroked together.
    const outlines = new Path2D();
    context.fillStyle = LAND;
    for (const polygon of worldPolygons) {
      const path = new Path2D();
      for (const ring of polygon) {
        ring.forEach((point, index) => {
          const [x = 0, y = 0] = viewport.project(point);
          if (index === 0) path.moveTo(x, y);
          else path.lineTo(x, y);
        });
        path.closePath();
      }
      // A path per polygon: its holes cut out by even-odd, while a country inside a hole (Lesotho) still fills.
      context.fill(path, 'evenodd');
      outlines.addPath(path);
    }
    context.strokeStyle = BORDER;
    context.lineWidth = 1;
    context.stroke(outlines);
  }, [view, width, height]);

  return <canvas ref={canvasRef} style={FILL} aria-hidden />;
}
