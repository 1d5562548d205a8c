import { landOutlines } from './landOutlines.ts';

/**
 * A fake of the Maps JavaScript API, just enough for @vis.gl/react-google-maps and
 * @googlemaps/markerclusterer, drawn as a map: land outlines (Natural Earth, see `landOutlines.ts`)
 * in Web Mercator, as Google projects its own, with every marker and cluster where it belongs.
 * The same projection turns a click into the point under the cursor. Markers are advanced markers
 * (`AdvancedMarkerElement`, the `gmp-advanced-marker` element), shown only on a map with a map ID,
 * and behave for the keyboard as Google documents: `gmpClickable` makes one a button named by its
 * `title`; Tab reaches the map's markers as one stop, the arrow keys move between them, and a click,
 * Enter or Space sends `gmp-click`. Every info window is a dialog that Escape closes. The map pans
 * with the arrow keys when it has focus, and is dark with `colorScheme: DARK`. A marker's zIndex
 * shows as a data attribute, so tests can check what it is drawn above. `panTo` glides, and a zoom
 * asked for while it glides follows it, as on Google Maps.
 *
 * The function is self-contained on purpose: it is served as a script (`fakeGoogleMapsScript`),
 * so it may not use anything from outside its own body; the land comes in as an argument.
 */
export function installFakeGoogleMaps(callbackPath: string, rejectKey: boolean, land: readonly (readonly number[])[]): void {
  type Handler = (...args: unknown[]) => void;
  type Listener = { remove: () => void };
  type LatLngLiteral = { lat: number; lng: number };
  type LatLngLike = LatLng | LatLngLiteral;
  type BoundsLiteral = { north: number; south: number; east: number; west: number };
  type Options = Record<string, unknown>;

  const TILE = 256;
  /** Big enough for WCAG 2.2's 24 px target size, like Google's own controls. */
  const BUTTON_STYLE = 'min-width:24px;min-height:24px;';
  const listeners = new WeakMap<object, Map<string, Set<Handler>>>();

  const event = {
    addListener(instance: object, name: string, handler: Handler): Listener {
      let byName = listeners.get(instance);
      if (!byName) listeners.set(instance, (byName = new Map()));
      let handlers = byName.get(name);
      if (!handlers) byName.set(name, (handlers = new Set()));
      const registered = handlers;
      registered.add(handler);
      return { remove: () => void registered.delete(handler) };
    },
    addListenerOnce(instance: object, name: string, handler: Handler): Listener {
      const listener = event.addListener(instance, name, (...args) => {
        listener.remove();
        handler(...args);
      });
      return listener;
    },
    removeListener(listener: Listener | null | undefined) {
      listener?.remove();
    },
    clearListeners(instance: object, name: string) {
      listeners.get(instance)?.delete(name);
    },
    clearInstanceListeners(instance: object) {
      listeners.delete(instance);
    },
    trigger(instance: object, name: string, ...args: unknown[]) {
      for (const handler of [...(listeners.get(instance)?.get(name) ?? [])]) handler(...args);
    },
  };

  /** The real classes have enumerable prototype methods; markerclusterer copies them with for…in. */
  function enumerableMethods(type: { prototype: object }) {
    for (const key of Object.getOwnPropertyNames(type.prototype)) {
      if (key !== 'constructor') Object.defineProperty(type.prototype, key, { enumerable: true });
    }
  }

  class MVCObject {
    values: Options = {};
    get(key: string): unknown {
      return this.values[key];
    }
    set(key: string, value: unknown) {
      this.values[key] = value;
      event.trigger(this, `${key}_changed`);
    }
    setValues(values: Options | null) {
      for (const [key, value] of Object.entries(values ?? {})) this.set(key, value);
    }
    addListener(name: string, handler: Handler): Listener {
      return event.addListener(this, name, handler);
    }
    notify(key: string) {
      event.trigger(this, `${key}_changed`);
    }
  }
  enumerableMethods(MVCObject);

  class LatLng {
    private readonly latitude: number;
    private readonly longitude: number;
    constructor(lat: number | LatLngLiteral | null, lng?: number) {
      const literal = typeof lat === 'object' && lat !== null ? lat : { lat: Number(lat), lng: Number(lng) };
      this.latitude = Math.max(-90, Math.min(90, literal.lat));
      // Google wraps a longitude into [-180, 180].
      this.longitude = literal.lng >= -180 && literal.lng <= 180 ? literal.lng : ((((literal.lng + 180) % 360) + 360) % 360) - 180;
    }
    lat() {
      return this.latitude;
    }
    lng() {
      return this.longitude;
    }
    toJSON(): LatLngLiteral {
      return { lat: this.latitude, lng: this.longitude };
    }
    equals(other: LatLng | null) {
      return !!other && other.lat() === this.lat() && other.lng() === this.lng();
    }
    toString() {
      return `(${this.latitude}, ${this.longitude})`;
    }
    toUrlValue() {
      return `${this.latitude},${this.longitude}`;
    }
  }

  const toLatLng = (value: LatLngLike) => (value instanceof LatLng ? value : new LatLng(value));

  /** Web Mercator, as Google's: the world at zoom 0 is a TILE px square, x east from 180°W, y south from 85.05°N. */
  const MAX_LATITUDE = 85.0511287798;
  function project(lat: number, lng: number): { x: number; y: number } {
    const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
    return { x: TILE * (0.5 + lng / 360), y: TILE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) };
  }
  function toWorld(point: LatLngLike): { x: number; y: number } {
    const { lat, lng } = toLatLng(point).toJSON();
    return project(lat, lng);
  }
  /** The inverse; a point above or below the world is on its edge, never past a pole. */
  function fromWorld(x: number, y: number): LatLng {
    const n = Math.PI * (1 - (2 * Math.max(0, Math.min(TILE, y))) / TILE);
    return new LatLng((Math.atan(Math.sinh(n)) * 180) / Math.PI, (x / TILE - 0.5) * 360);
  }

  class LatLngBounds {
    south = Infinity;
    west = Infinity;
    north = -Infinity;
    east = -Infinity;
    constructor(sw?: LatLngLike | BoundsLiteral | null, ne?: LatLngLike | null) {
      if (sw && 'north' in sw) {
        // A literal may cross the antimeridian (west > east): it is kept as it is.
        Object.assign(this, { north: sw.north, south: sw.south, east: sw.east, west: sw.west });
        return;
      }
      if (sw) this.extend(sw);
      if (ne) this.extend(ne);
    }
    extend(point: LatLngLike) {
      const { lat, lng } = toLatLng(point).toJSON();
      this.south = Math.min(this.south, lat);
      this.north = Math.max(this.north, lat);
      this.west = Math.min(this.west, lng);
      this.east = Math.max(this.east, lng);
      return this;
    }
    union(other: LatLngBounds | BoundsLiteral) {
      const bounds = other instanceof LatLngBounds ? other : new LatLngBounds(other);
      if (!bounds.isEmpty()) this.extend(bounds.getSouthWest()).extend(bounds.getNorthEast());
      return this;
    }
    contains(point: LatLngLike) {
      const { lat, lng } = toLatLng(point).toJSON();
      const withinLng = this.west <= this.east ? lng >= this.west && lng <= this.east : lng >= this.west || lng <= this.east;
      return lat >= this.south && lat <= this.north && withinLng;
    }
    isEmpty() {
      return this.south > this.north;
    }
    getCenter() {
      const east = this.west <= this.east ? this.east : this.east + 360;
      return new LatLng((this.south + this.north) / 2, (this.west + east) / 2);
    }
    getNorthEast() {
      return new LatLng(this.north, this.east);
    }
    getSouthWest() {
      return new LatLng(this.south, this.west);
    }
    equals(other: LatLngBounds | null) {
      return !!other && JSON.stringify(other.toJSON()) === JSON.stringify(this.toJSON());
    }
    toJSON(): BoundsLiteral {
      return { north: this.north, south: this.south, east: this.east, west: this.west };
    }
  }

  class Size {
    constructor(
      public width: number,
      public height: number,
    ) {}
  }

  class Point {
    constructor(
      public x: number,
      public y: number,
    ) {}
  }

  /** The land once, in world coordinates: the map only moves and scales it. */
  const landPath = land
    .map((ring) => {
      let path = '';
      for (let i = 0; i + 1 < ring.length; i += 2) {
        // Not through LatLng, which would wrap the longitudes of a ring that crosses the antimeridian.
        const { x, y } = project(ring[i + 1] ?? 0, ring[i] ?? 0);
        path += `${i === 0 ? 'M' : 'L'}${x.toFixed(3)} ${y.toFixed(3)}`;
      }
      return `${path}Z`;
    })
    .join('');
  const SVG = 'http://www.w3.org/2000/svg';
  const GLIDE_MS = 600;
  /** A glide shows at least this many steps, however slow the frames come. */
  const GLIDE_FRAMES = 8;
  const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  /** How far a press may move and still be a click rather than a drag. */
  const DRAG_SLOP = 4;

  /** Water, land and borders in Google's light and dark colour schemes. */
  const SCHEME_COLOURS = {
    LIGHT: { water: '#aadaff', fill: '#f5f5f5', stroke: '#9e9e9e' },
    DARK: { water: '#17263c', fill: '#242f3e', stroke: '#4b6878' },
  } as const;
  /** How far an arrow key pans the map, in px. */
  const KEY_PAN = 80;

  type Camera = { center?: LatLng; zoom?: number };

  class FakeMap extends MVCObject {
    readonly root = document.createElement('div');
    readonly canvas = document.createElement('div');
    readonly markerLayer = document.createElement('div');
    readonly floatPane = document.createElement('div');
    readonly controls: unknown[][] = Array.from({ length: 25 }, () => []);
    readonly markers = new Set<AdvancedMarkerElement>();
    /** The one marker Tab stops at; the arrow keys move on from it. */
    private tabStop: AdvancedMarkerElement | null = null;
    /** Whether it has said that advanced markers need a map ID. */
    private warnedNoMapId = false;
    readonly infoWindows = new Set<InfoWindow>();
    private readonly landLayer = document.createElementNS(SVG, 'svg');
    private readonly landGroup = document.createElementNS(SVG, 'g');
    private center: LatLng;
    private zoom: number;
    private options: Options = {};
    private cameraTimer: ReturnType<typeof setTimeout> | undefined;
    /** Camera moves still to glide through, and the frame of the one under way. */
    private glides: Camera[] = [];
    private glideFrame = 0;
    private drag: { pointerId: number; x: number; y: number; from: { x: number; y: number }; moved: boolean } | null = null;
    private dragged = false;
    /**
     * The map's box, as last observed. Read from the layout once, then kept by a ResizeObserver: a
     * marker placed while the page changes (all of them, when pinning starts) must not force a
     * layout each, which Google's map does not either.
     */
    private box = { width: 0, height: 0 };

    constructor(
      private readonly div: HTMLElement,
      options: Options = {},
    ) {
      super();
      this.center = toLatLng((options.center as LatLngLike | undefined) ?? { lat: 0, lng: 0 });
      this.zoom = typeof options.zoom === 'number' ? options.zoom : 0;
      // `clip`, not `hidden`: nothing may scroll the map's layers out of place (focusing a marker would).
      this.root.style.cssText = 'position:relative;width:100%;height:100%;overflow:clip;';
      this.canvas.setAttribute('role', 'region');
      this.canvas.setAttribute('aria-roledescription', 'map');
      this.canvas.setAttribute('aria-label', 'Map');
      this.canvas.tabIndex = 0;
      this.canvas.style.cssText = 'position:absolute;inset:0;touch-action:none;user-select:none;';
      this.canvas.addEventListener('click', (domEvent) => {
        if (domEvent.target !== this.canvas || this.dragged) return;
        const box = this.canvas.getBoundingClientRect();
        const latLng = this.pixelToLatLng(domEvent.clientX - box.left, domEvent.clientY - box.top);
        event.trigger(this, 'click', { latLng, domEvent, stop: () => {} });
      });
      this.listenForDrags();
      this.listenForKeys();
      this.landLayer.setAttribute('aria-hidden', 'true');
      this.landLayer.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;pointer-events:none;';
      // The world three times side by side, so the map wraps around as Google's does.
      for (const copy of [-1, 0, 1]) {
        const path = document.createElementNS(SVG, 'path');
        path.setAttribute('d', landPath);
        path.setAttribute('transform', `translate(${copy * TILE} 0)`);
        path.setAttribute('vector-effect', 'non-scaling-stroke');
        path.setAttribute('stroke-width', '1');
        path.setAttribute('stroke-linejoin', 'round');
        this.landGroup.append(path);
      }
      this.landLayer.append(this.landGroup);
      this.markerLayer.style.cssText = 'position:absolute;inset:0;pointer-events:none;';
      this.markerLayer.addEventListener('keydown', (domEvent) => this.moveBetweenMarkers(domEvent));
      this.markerLayer.addEventListener('focusin', (domEvent) => {
        if (domEvent.target instanceof MarkerElement) this.updateTabStops(domEvent.target);
      });
      this.floatPane.style.cssText = 'position:absolute;inset:0;pointer-events:none;';
      const credit = document.createElement('p');
      credit.textContent = 'Demo map · land: Natural Earth';
      credit.style.cssText =
        'position:absolute;left:0;bottom:0;margin:0;padding:2px 6px;font:11px/1.4 sans-serif;color:#f5f3ff;background:rgba(0,0,0,0.6);pointer-events:none;';
      this.canvas.append(this.landLayer, this.markerLayer, this.floatPane);
      this.root.append(this.canvas, credit);
      div.append(this.root);
      this.box = { width: this.root.clientWidth, height: this.root.clientHeight };
      new ResizeObserver(([entry]) => {
        if (entry) this.box = { width: entry.contentRect.width, height: entry.contentRect.height };
        this.draw();
      }).observe(this.root);
      this.setOptions(options);
      this.cameraChanged();
    }

    setOptions(options: Options | null) {
      Object.assign(this.options, options ?? {});
      this.canvas.style.cursor = String(this.options.draggableCursor ?? 'grab');
      if (!this.canvas.dataset.colorScheme) this.paintLand();
      if (!options || 'disableDefaultUI' in options || 'zoomControl' in options || !this.root.querySelector('[data-zoom-control]')) {
        this.renderControls();
      }
      if (options?.center || typeof options?.zoom === 'number') {
        this.moveCamera({ center: options.center as LatLngLike | undefined, zoom: options.zoom as number | undefined });
      }
    }

    /**
     * Water, land and coastline in the colour scheme the map was created with (Google reads
     * `colorScheme` only then, and ignores `styles` on a map with a map ID, so the fake reads no styles).
     */
    private paintLand() {
      const scheme = this.options.colorScheme === 'DARK' ? 'DARK' : 'LIGHT';
      this.canvas.dataset.colorScheme = scheme;
      if (typeof this.options.mapId === 'string') this.canvas.dataset.mapId = this.options.mapId;
      const colours = SCHEME_COLOURS[scheme];
      this.root.style.background = colours.water;
      this.landGroup.setAttribute('fill', colours.fill);
      this.landGroup.setAttribute('stroke', colours.stroke);
    }

    private renderControls() {
      this.root.querySelector('[data-zoom-control]')?.remove();
      const { disableDefaultUI, zoomControl } = this.options;
      if (zoomControl === false || (disableDefaultUI === true && zoomControl !== true)) return;
      const control = document.createElement('div');
      control.dataset.zoomControl = '';
      control.style.cssText = 'position:absolute;right:8px;bottom:8px;display:flex;flex-direction:column;';
      for (const [label, step] of [
        ['Zoom in', 1],
        ['Zoom out', -1],
      ] as const) {
        const button = document.createElement('button');
        button.type = 'button';
        button.style.cssText = BUTTON_STYLE;
        button.textContent = step > 0 ? '+' : '−';
        button.setAttribute('aria-label', label);
        button.addEventListener('click', () => this.setZoom(this.zoom + step));
        control.append(button);
      }
      this.root.append(control);
    }

    /** With the map itself focused, the arrow keys pan it and + and − zoom, as on Google Maps. */
    private listenForKeys() {
      const pans: Record<string, [number, number]> = { ArrowLeft: [-KEY_PAN, 0], ArrowRight: [KEY_PAN, 0], ArrowUp: [0, -KEY_PAN], ArrowDown: [0, KEY_PAN] };
      this.canvas.addEventListener('keydown', (domEvent) => {
        if (domEvent.target !== this.canvas) return;
        const pan = pans[domEvent.key];
        if (pan) {
          domEvent.preventDefault();
          const { width, height } = this.size();
          this.moveCamera({ center: this.pixelToLatLng(width / 2 + pan[0], height / 2 + pan[1]) });
        } else if (domEvent.key === '+' || domEvent.key === '-') {
          domEvent.preventDefault();
          this.setZoom(this.zoom + (domEvent.key === '+' ? 1 : -1));
        }
      });
    }

    /** The markers that take clicks, in the order they were added: the ones Tab and the arrow keys reach. */
    private focusableMarkers() {
      return [...this.markers].filter((marker) => marker.gmpClickable && marker.isConnected);
    }

    /** Keeps one marker in the tab order (the last focused, else the first), as Google does. */
    updateTabStops(focused?: AdvancedMarkerElement) {
      const focusable = this.focusableMarkers();
      if (focused) this.tabStop = focused;
      if (!this.tabStop || !focusable.includes(this.tabStop)) this.tabStop = focusable[0] ?? null;
      for (const marker of focusable) marker.tabIndex = marker === this.tabStop ? 0 : -1;
    }

    /** The arrow keys on a marker move to the next one, round the ends, unless the page handled them. */
    private moveBetweenMarkers(domEvent: KeyboardEvent) {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[domEvent.key];
      if (!step || domEvent.defaultPrevented || !(domEvent.target instanceof MarkerElement)) return;
      const focusable = this.focusableMarkers();
      const at = focusable.indexOf(domEvent.target);
      domEvent.preventDefault();
      focusable[(at + step + focusable.length) % focusable.length]?.focus();
    }

    /** Advanced markers need a map ID: without one Google shows none, and says so once. */
    showsAdvancedMarkers() {
      if (this.options.mapId) return true;
      if (!this.warnedNoMapId) console.warn('The map is initialized without a valid Map ID, which will prevent use of Advanced Markers.');
      this.warnedNoMapId = true;
      return false;
    }

    /** Dragging the map moves it, as on Google Maps; a press that hardly moves stays a click. */
    private listenForDrags() {
      this.canvas.addEventListener('pointerdown', (domEvent) => {
        if (domEvent.target !== this.canvas || domEvent.button !== 0) return;
        this.dragged = false;
        this.drag = { pointerId: domEvent.pointerId, x: domEvent.clientX, y: domEvent.clientY, from: toWorld(this.center), moved: false };
      });
      this.canvas.addEventListener('pointermove', (domEvent) => {
        const drag = this.drag;
        if (!drag || drag.pointerId !== domEvent.pointerId) return;
        const dx = domEvent.clientX - drag.x;
        const dy = domEvent.clientY - drag.y;
        if (!drag.moved && Math.hypot(dx, dy) < DRAG_SLOP) return;
        if (!drag.moved) {
          drag.moved = true;
          this.stopGliding();
          this.canvas.setPointerCapture(domEvent.pointerId);
        }
        const scale = 2 ** this.zoom;
        this.center = fromWorld(drag.from.x - dx / scale, drag.from.y - dy / scale);
        this.draw();
      });
      const end = (domEvent: PointerEvent) => {
        if (this.drag?.pointerId !== domEvent.pointerId) return;
        this.dragged = this.drag.moved;
        this.drag = null;
        if (this.dragged) this.cameraChanged();
      };
      this.canvas.addEventListener('pointerup', end);
      this.canvas.addEventListener('pointercancel', end);
    }

    private cameraChanged() {
      this.draw();
      clearTimeout(this.cameraTimer);
      this.cameraTimer = setTimeout(() => {
        event.trigger(this, 'center_changed');
        event.trigger(this, 'zoom_changed');
        event.trigger(this, 'bounds_changed');
        event.trigger(this, 'idle');
      }, 0);
    }

    /** Places the land and every marker for the current camera. */
    private draw() {
      this.canvas.dataset.lat = String(this.center.lat());
      this.canvas.dataset.lng = String(this.center.lng());
      this.canvas.dataset.zoom = String(this.zoom);
      const { width, height } = this.size();
      const scale = 2 ** this.zoom;
      const { x, y } = toWorld(this.center);
      this.landGroup.setAttribute('transform', `translate(${width / 2 - x * scale} ${height / 2 - y * scale}) scale(${scale})`);
      for (const marker of this.markers) marker.place();
      for (const infoWindow of this.infoWindows) infoWindow.place();
    }

    size() {
      return { width: this.box.width || 640, height: this.box.height || 480 };
    }

    /** Where a point is drawn in the map's box: on the copy of the world nearest the centre. */
    latLngToPixel(point: LatLngLike) {
      const { width, height } = this.size();
      const scale = 2 ** this.zoom;
      const centre = toWorld(this.center);
      const world = toWorld(point);
      const dx = world.x - centre.x - TILE * Math.round((world.x - centre.x) / TILE);
      return new Point(width / 2 + dx * scale, height / 2 + (world.y - centre.y) * scale);
    }

    pixelToLatLng(x: number, y: number) {
      const { width, height } = this.size();
      const scale = 2 ** this.zoom;
      const centre = toWorld(this.center);
      return fromWorld(centre.x + (x - width / 2) / scale, centre.y + (y - height / 2) / scale);
    }

    inView(point: LatLngLike) {
      const { x, y } = this.latLngToPixel(point);
      const { width, height } = this.size();
      return x >= 0 && x <= width && y >= 0 && y <= height;
    }

    getDiv() {
      return this.div;
    }
    getCenter() {
      return this.center;
    }
    getZoom() {
      return this.zoom;
    }
    getHeading() {
      return 0;
    }
    getTilt() {
      return 0;
    }
    getMapTypeId() {
      return 'roadmap';
    }
    getRenderingType() {
      return 'RASTER';
    }
    getMapCapabilities() {
      return { isAdvancedMarkersAvailable: Boolean(this.options.mapId), isDataDrivenStylingAvailable: false };
    }
    getBounds() {
      const { width, height } = this.size();
      const north = this.pixelToLatLng(0, 0).lat();
      const south = this.pixelToLatLng(0, height).lat();
      if (width / 2 ** this.zoom >= TILE) return new LatLngBounds({ north, south, west: -180, east: 180 });
      return new LatLngBounds({ north, south, west: this.pixelToLatLng(0, 0).lng(), east: this.pixelToLatLng(width, 0).lng() });
    }
    getProjection() {
      return {
        fromLatLngToPoint: (latLng: LatLng) => {
          const { x, y } = toWorld(latLng);
          return new Point(x, y);
        },
        fromPointToLatLng: (point: Point) => fromWorld(point.x, point.y),
        fromLatLngToDivPixel: (latLng: LatLng) => this.latLngToPixel(latLng),
        fromDivPixelToLatLng: (point: Point) => this.pixelToLatLng(point.x, point.y),
        fromLatLngToContainerPixel: (latLng: LatLng) => this.latLngToPixel(latLng),
        fromContainerPixelToLatLng: (point: Point) => this.pixelToLatLng(point.x, point.y),
        getWorldWidth: () => TILE * 2 ** this.zoom,
      };
    }
    setCenter(center: LatLngLike) {
      this.moveCamera({ center });
    }
    panTo(center: LatLngLike) {
      this.glide({ center: toLatLng(center) });
    }
    panBy() {}
    setZoom(zoom: number) {
      // A zoom asked for while the map glides (panTo, then setZoom) waits for the glide.
      if (this.glideFrame) this.glide({ zoom });
      else this.moveCamera({ zoom });
    }
    moveCamera(camera: { center?: LatLngLike; zoom?: number }) {
      this.stopGliding();
      if (camera.center) this.center = toLatLng(camera.center);
      if (typeof camera.zoom === 'number') this.zoom = camera.zoom;
      this.cameraChanged();
    }
    fitBounds(target: LatLngBounds | BoundsLiteral) {
      const bounds = target instanceof LatLngBounds ? target : new LatLngBounds(target);
      const { width, height } = this.size();
      const northWest = toWorld(new LatLng(bounds.north, bounds.west));
      const southEast = toWorld(new LatLng(bounds.south, bounds.east));
      const spanX = (southEast.x - northWest.x + TILE) % TILE || (bounds.west === bounds.east ? 0 : TILE);
      const spanY = southEast.y - northWest.y;
      const zoom = Math.floor(Math.log2(Math.min(width / Math.max(spanX, 1e-9), height / Math.max(spanY, 1e-9))));
      this.moveCamera({ center: fromWorld(northWest.x + spanX / 2, northWest.y + spanY / 2), zoom: Math.max(0, Math.min(20, zoom)) });
    }

    /**
     * Brings a box drawn around a point fully into view (an info window above its marker), with
     * `margin` to spare, by panning as little as it takes.
     */
    revealBox(point: LatLngLike, box: { above: number; halfWidth: number }, margin: number) {
      const { x, y } = this.latLngToPixel(point);
      const { width, height } = this.size();
      const shift = (low: number, high: number, size: number) => (low < margin ? low - margin : high > size - margin ? Math.min(high - size + margin, low - margin) : 0);
      const dx = shift(x - box.halfWidth, x + box.halfWidth, width);
      const dy = shift(y - box.above, y, height);
      if (dx !== 0 || dy !== 0) this.panTo(this.pixelToLatLng(width / 2 + dx, height / 2 + dy));
    }

    private glide(camera: Camera) {
      if (reducedMotion()) {
        this.moveCamera(camera);
        return;
      }
      this.glides.push(camera);
      if (!this.glideFrame) this.nextGlide();
    }

    private nextGlide() {
      const target = this.glides.shift();
      if (!target) {
        this.glideFrame = 0;
        this.cameraChanged();
        return;
      }
      const centre = target.center ?? this.center;
      const from = toWorld(this.center);
      const to = toWorld(centre);
      // The short way round the world.
      const dx = to.x - from.x - TILE * Math.round((to.x - from.x) / TILE);
      const fromZoom = this.zoom;
      const toZoom = target.zoom ?? this.zoom;
      const start = performance.now();
      let frames = 0;
      const step = (now: number) => {
        frames += 1;
        const t = Math.min(1, (now - start) / GLIDE_MS, frames / GLIDE_FRAMES);
        const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
        if (t < 1) {
          if (target.center) this.center = fromWorld(from.x + dx * eased, from.y + (to.y - from.y) * eased);
          this.zoom = fromZoom + (toZoom - fromZoom) * eased;
          this.draw();
          this.glideFrame = requestAnimationFrame(step);
          return;
        }
        this.center = centre;
        this.zoom = toZoom;
        this.draw();
        this.nextGlide();
      };
      this.glideFrame = requestAnimationFrame(step);
    }

    private stopGliding() {
      cancelAnimationFrame(this.glideFrame);
      this.glideFrame = 0;
      this.glides = [];
    }
  }
  enumerableMethods(FakeMap);

  class OverlayView extends MVCObject {
    private overlayMap: FakeMap | null = null;
    setMap(map: FakeMap | null) {
      const self = this as unknown as { onAdd?: () => void; draw?: () => void; onRemove?: () => void };
      if (this.overlayMap) self.onRemove?.();
      this.overlayMap = map;
      if (map) {
        self.onAdd?.();
        self.draw?.();
      }
    }
    getMap() {
      return this.overlayMap;
    }
    getProjection() {
      return this.overlayMap?.getProjection() ?? null;
    }
    getPanes() {
      const pane = this.overlayMap?.floatPane ?? null;
      return pane
        ? { floatPane: pane, mapPane: pane, markerLayer: pane, overlayLayer: pane, overlayMouseTarget: pane }
        : null;
    }
  }
  enumerableMethods(OverlayView);

  /** Google's default marker content: a red balloon, for a marker given no content. */
  function defaultPin() {
    const pin = document.createElement('div');
    pin.style.cssText = 'width:26px;height:37px;background:#ea4335;border-radius:50% 50% 50% 0;transform:rotate(-45deg) scale(0.7);';
    return pin;
  }

  type MarkerOptions = {
    map?: FakeMap | null;
    position?: LatLngLike | null;
    title?: string;
    zIndex?: number | null;
    content?: Element | null;
    gmpClickable?: boolean;
    gmpDraggable?: boolean;
    collisionBehavior?: string;
    anchorLeft?: string;
    anchorTop?: string;
  };

  /**
   * The advanced marker: an element on the map whose content the page draws, anchored by its
   * bottom centre unless `anchorLeft`/`anchorTop` say otherwise. With `gmpClickable` it is a button
   * named by its `title`, and a click, Enter or Space sends `gmp-click` (a DOM event, and to
   * `addListener` listeners); without it, clicks go through it to the map.
   */
  class AdvancedMarkerElement extends HTMLElement {
    private markerMap: FakeMap | null = null;
    private where: LatLngLike | null = null;
    private label = '';
    private stacking: number | null = null;
    private drawn: Element = defaultPin();
    private clickable = false;
    gmpDraggable = false;
    collisionBehavior: string | null = null;
    private anchor = { left: '-50%', top: '-100%' };

    constructor(options: MarkerOptions = {}) {
      super();
      this.style.cssText = 'position:absolute;display:block;';
      this.append(this.drawn);
      this.addEventListener('click', (domEvent) => {
        if (this.clickable) this.gmpClick(domEvent);
      });
      this.addEventListener('keydown', (domEvent) => {
        if (!this.clickable || domEvent.target !== this || (domEvent.key !== 'Enter' && domEvent.key !== ' ')) return;
        domEvent.preventDefault();
        this.gmpClick(domEvent);
      });
      const { map, ...rest } = options;
      Object.assign(this, rest);
      if (map) this.map = map;
      this.render();
    }
    private gmpClick(domEvent: Event) {
      const clicked = Object.assign(new Event('gmp-click'), { latLng: this.where ? toLatLng(this.where) : null, domEvent });
      this.dispatchEvent(clicked);
      event.trigger(this, 'gmp-click', clicked);
    }
    addListener(name: string, handler: Handler): Listener {
      return event.addListener(this, name, handler);
    }
    get map() {
      return this.markerMap;
    }
    set map(map: FakeMap | null) {
      const previous = this.markerMap;
      previous?.markers.delete(this);
      this.markerMap = map;
      if (map?.showsAdvancedMarkers()) {
        map.markers.add(this);
        map.markerLayer.append(this);
        this.place();
      } else this.remove();
      previous?.updateTabStops();
      if (map !== previous) map?.updateTabStops();
    }
    get position() {
      return this.where;
    }
    set position(position: LatLngLike | null) {
      this.where = position;
      this.place();
    }
    override get title() {
      return this.label;
    }
    override set title(title: string) {
      this.label = title;
      this.render();
    }
    get zIndex() {
      return this.stacking;
    }
    set zIndex(zIndex: number | null) {
      this.stacking = zIndex ?? null;
      this.render();
    }
    get content() {
      return this.drawn;
    }
    set content(content: Element | null) {
      this.drawn = content ?? defaultPin();
      this.replaceChildren(this.drawn);
    }
    get gmpClickable() {
      return this.clickable;
    }
    set gmpClickable(clickable: boolean) {
      this.clickable = clickable;
      this.render();
      this.markerMap?.updateTabStops();
    }
    get anchorLeft() {
      return this.anchor.left;
    }
    set anchorLeft(left: string | undefined) {
      this.anchor.left = left ?? '-50%';
      this.render();
    }
    get anchorTop() {
      return this.anchor.top;
    }
    set anchorTop(top: string | undefined) {
      this.anchor.top = top ?? '-100%';
      this.render();
    }
    /** A clickable marker is a named button; one that is not lets clicks through to the map. */
    private render() {
      this.style.transform = `translate(${this.anchor.left},${this.anchor.top})`;
      this.style.zIndex = this.stacking === null ? '' : String(this.stacking);
      this.style.pointerEvents = this.clickable ? 'auto' : 'none';
      this.style.cursor = this.clickable ? 'pointer' : '';
      this.dataset.zIndex = this.stacking === null ? '' : String(this.stacking);
      if (this.clickable) {
        this.setAttribute('role', 'button');
      } else {
        this.removeAttribute('role');
        this.removeAttribute('tabindex');
      }
      if (this.label) this.setAttribute('aria-label', this.label);
      else this.removeAttribute('aria-label');
    }
    /** Moves the marker to where its position is drawn on its map. */
    place() {
      if (!this.markerMap || !this.where) return;
      const { x, y } = this.markerMap.latLngToPixel(this.where);
      this.style.left = `${x}px`;
      this.style.top = `${y}px`;
    }
  }
  /** A page defines the element once: a second install (tests install again) keeps the first. */
  const MarkerElement = (customElements.get('gmp-advanced-marker') as typeof AdvancedMarkerElement | undefined) ?? AdvancedMarkerElement;
  if (MarkerElement === AdvancedMarkerElement) customElements.define('gmp-advanced-marker', AdvancedMarkerElement);

  /**
   * Google's info window stylesheet, in brief: a white bubble (`gm-style-iw-c`) whose content
   * (`gm-style-iw-d`) scrolls, above a tail (`gm-style-iw-tc`) that points at its place. Pages
   * restyle these classes, as ours does for the dark map.
   */
  const INFO_WINDOW_CSS = [
    '.gm-style-iw-a{position:absolute;width:0;height:0;pointer-events:none}',
    '.gm-style-iw-c{position:absolute;left:0;bottom:12px;transform:translateX(-50%);box-sizing:border-box;display:flex;flex-direction:column;',
    'width:max-content;max-width:min(320px,calc(100vw - 32px));padding:12px 0 0 12px;border-radius:8px;background:#fff;color:#202124;',
    'box-shadow:0 2px 7px 1px rgba(0,0,0,.3);pointer-events:auto;font:13px/1.4 sans-serif}',
    '.gm-style-iw-chr{display:flex;justify-content:flex-end;margin-top:-8px}',
    '.gm-style-iw-chr button{min-width:24px;min-height:24px;margin-right:4px;padding:0;border:0;background:none;cursor:pointer}',
    '.gm-style-iw-chr button span{display:block;width:14px;height:14px;margin:auto;background-color:#5f6368;',
    'clip-path:polygon(15% 0,50% 35%,85% 0,100% 15%,65% 50%,100% 85%,85% 100%,50% 65%,15% 100%,0 85%,35% 50%,0 15%)}',
    '.gm-style-iw-d{overflow:auto;padding:0 12px 12px 0}',
    '.gm-style-iw-tc{position:absolute;left:0;bottom:0;width:25px;height:12px;transform:translateX(-50%);filter:drop-shadow(0 4px 2px rgba(0,0,0,.25))}',
    '.gm-style-iw-tc::after{content:"";position:absolute;left:0;top:-1px;width:25px;height:13px;background:#fff;clip-path:polygon(0 0,50% 100%,100% 0)}',
  ].join('');
  /** The tail's height and the margin the bubble keeps from the map's edges, in px. */
  const TAIL = 12;
  const EDGE = 8;
  /** Room for the bubble's padding and close button above its content, in px. */
  const BUBBLE_CHROME = 48;

  function addInfoWindowStyles() {
    if (document.querySelector('style[data-fake-info-window]')) return;
    const sheet = document.createElement('style');
    sheet.dataset.fakeInfoWindow = '';
    sheet.textContent = INFO_WINDOW_CSS;
    document.head.append(sheet);
  }

  class InfoWindow extends MVCObject {
    private readonly anchor = document.createElement('div');
    private readonly dialog = document.createElement('div');
    private readonly body = document.createElement('div');
    private options: Options = {};
    private openOn: FakeMap | null = null;
    /** Whether its place has been in view since it opened: leaving the view after that closes it. */
    private shown = false;

    constructor(options: Options = {}) {
      super();
      addInfoWindowStyles();
      this.anchor.className = 'gm-style-iw-a';
      this.dialog.className = 'gm-style-iw gm-style-iw-c';
      this.dialog.setAttribute('role', 'dialog');
      this.dialog.tabIndex = -1;
      const header = document.createElement('div');
      header.className = 'gm-style-iw-chr';
      const close = document.createElement('button');
      close.type = 'button';
      close.setAttribute('aria-label', 'Close');
      close.append(document.createElement('span'));
      close.addEventListener('click', () => {
        event.trigger(this, 'closeclick');
        this.close();
      });
      // Escape inside the bubble closes it, as Google's does.
      this.dialog.addEventListener('keydown', (domEvent) => {
        if (domEvent.key !== 'Escape') return;
        event.trigger(this, 'closeclick');
        this.close();
      });
      header.append(close);
      this.body.className = 'gm-style-iw-d';
      this.dialog.append(header, this.body);
      const tail = document.createElement('div');
      tail.className = 'gm-style-iw-tc';
      this.anchor.append(this.dialog, tail);
      // Content drawn after opening (as React draws it) makes the bubble grow: it is brought into view again.
      new ResizeObserver(() => this.revealBubble()).observe(this.dialog);
      this.setOptions(options);
    }
    setOptions(options: Options | null) {
      Object.assign(this.options, options ?? {});
      const { ariaLabel, content } = this.options as { ariaLabel?: string; content?: Node | string | null };
      if (ariaLabel) this.dialog.setAttribute('aria-label', ariaLabel);
      else this.dialog.removeAttribute('aria-label');
      if (options && 'content' in options) this.setContent(content ?? null);
      if (options && 'position' in options) this.place();
    }
    setContent(content: Node | string | null) {
      this.options.content = content;
      this.body.replaceChildren(...(content === null ? [] : [content]));
    }
    getContent() {
      return this.options.content;
    }
    setPosition(position: LatLngLike) {
      this.options.position = position;
      this.place();
    }
    getPosition() {
      const position = this.options.position as LatLngLike | undefined;
      return position ? toLatLng(position) : null;
    }
    /** The offset of the tail's tip from its place, as `pixelOffset` says (a Size). */
    private offset() {
      const offset = this.options.pixelOffset as { width?: number; height?: number } | undefined;
      return { x: offset?.width ?? 0, y: offset?.height ?? 0 };
    }
    open(target?: FakeMap | { map?: FakeMap | null; anchor?: { getMap?: () => FakeMap | null }; shouldFocus?: boolean }) {
      const openOptions = target instanceof FakeMap ? { map: target } : (target ?? {});
      const map = openOptions.map ?? openOptions.anchor?.getMap?.() ?? null;
      if (!map) return;
      this.openOn = map;
      this.shown = false;
      map.infoWindows.add(this);
      map.floatPane.append(this.anchor);
      this.place();
      this.revealBubble();
      if (openOptions.shouldFocus) this.dialog.focus();
    }
    /** Google pans so that the whole bubble is in view, unless told not to. */
    private revealBubble() {
      const position = this.getPosition();
      if (!this.openOn || !position || this.options.disableAutoPan === true) return;
      const { x, y } = this.offset();
      this.openOn.revealBox(position, { above: TAIL - y + this.dialog.offsetHeight, halfWidth: this.dialog.offsetWidth / 2 + Math.abs(x) }, EDGE);
    }
    /** Keeps the tail's tip at its place as the map moves, the bubble no taller than the map; closes once its place leaves the view. */
    place() {
      const map = this.openOn;
      const position = this.getPosition();
      if (!map || !position) return;
      const inView = map.inView(position);
      if (this.shown && !inView) {
        this.close();
        return;
      }
      this.shown ||= inView;
      const point = map.latLngToPixel(position);
      const { height } = map.size();
      const { x, y } = this.offset();
      this.anchor.style.left = `${point.x + x}px`;
      this.anchor.style.top = `${point.y + y}px`;
      this.body.style.maxHeight = `${Math.max(80, height - TAIL - BUBBLE_CHROME - 2 * EDGE)}px`;
    }
    close() {
      if (!this.openOn) return;
      this.openOn.infoWindows.delete(this);
      this.openOn = null;
      this.anchor.remove();
      event.trigger(this, 'close');
    }
    isOpen() {
      return this.openOn !== null;
    }
    focus() {
      this.dialog.focus();
    }
  }
  enumerableMethods(InfoWindow);

  const core = {
    LatLng,
    LatLngBounds,
    MVCObject,
    Size,
    Point,
    event,
    ColorScheme: { DARK: 'DARK', LIGHT: 'LIGHT', FOLLOW_SYSTEM: 'FOLLOW_SYSTEM' },
    ControlPosition: { TOP_LEFT: 1, TOP_CENTER: 2, TOP_RIGHT: 3, LEFT_CENTER: 4, RIGHT_CENTER: 8, BOTTOM_LEFT: 10, BOTTOM_CENTER: 11, BOTTOM_RIGHT: 12 },
    Settings: { getInstance: () => ({}) },
  };
  const libraries: Record<string, object> = {
    core,
    maps: { Map: FakeMap, InfoWindow, OverlayView, MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' } },
    marker: { AdvancedMarkerElement: MarkerElement },
  };

  const globals = window as unknown as Record<string, Record<string, unknown> | undefined>;
  const google = (globals.google ??= {});
  const maps = (google.maps ??= {}) as Record<string, unknown>;
  // The marker library's classes are under google.maps.marker, the others on google.maps itself.
  const { marker, ...others } = libraries;
  Object.assign(maps, core, ...Object.values(others), {
    marker,
    version: '3.62.0',
    importLibrary: (name: string) => Promise.resolve(libraries[name] ?? {}),
  });

  const callback = callbackPath
    .split('.')
    .reduce<unknown>((owner, key) => (owner as Record<string, unknown> | undefined)?.[key], window);
  setTimeout(() => {
    if (typeof callback === 'function') callback();
    if (rejectKey) (window as unknown as { gm_authFailure?: () => void }).gm_authFailure?.();
  }, 0);
}

/** The fake as the script the Maps loader receives; it calls `callback` once the API is ready. */
export function fakeGoogleMapsScript(callback: string, { rejectKey = false } = {}): string {
  return `(${installFakeGoogleMaps.toString()})(${JSON.stringify(callback)}, ${rejectKey}, ${JSON.stringify(landOutlines)});`;
}
