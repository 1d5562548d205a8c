/**
 * A fake of the Maps JavaScript API, just enough for @vis.gl/react-google-maps and
 * @googlemaps/markerclusterer: no tiles, but every marker is a button named by its title and
 * every info window is a dialog, so tests can click and read them. A marker's icon and zIndex
 * show as data attributes, so tests can check how it is drawn and what it is drawn above.
 *
 * The function is self-contained on purpose: it is served as a script (`fakeGoogleMapsScript`),
 * so it may not use anything from outside its own body.
 */
export function installFakeGoogleMaps(callbackPath: string, rejectKey: boolean): void {
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
      this.longitude = literal.lng;
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

  class LatLngBounds {
    south = Infinity;
    west = Infinity;
    north = -Infinity;
    east = -Infinity;
    constructor(sw?: LatLngLike | BoundsLiteral | null, ne?: LatLngLike | null) {
      if (sw && 'north' in sw) {
        this.extend({ lat: sw.south, lng: sw.west });
        this.extend({ lat: sw.north, lng: sw.east });
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
      return lat >= this.south && lat <= this.north && lng >= this.west && lng <= this.east;
    }
    isEmpty() {
      return this.south > this.north;
    }
    getCenter() {
      return new LatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
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

  class FakeMap extends MVCObject {
    readonly root = document.createElement('div');
    readonly canvas = document.createElement('div');
    readonly markerLayer = document.createElement('div');
    readonly floatPane = document.createElement('div');
    readonly controls: unknown[][] = Array.from({ length: 25 }, () => []);
    private center: LatLng;
    private zoom: number;
    private options: Options = {};
    private cameraTimer: ReturnType<typeof setTimeout> | undefined;

    constructor(
      private readonly div: HTMLElement,
      options: Options = {},
    ) {
      super();
      this.center = toLatLng((options.center as LatLngLike | undefined) ?? { lat: 0, lng: 0 });
      this.zoom = typeof options.zoom === 'number' ? options.zoom : 0;
      this.root.style.cssText = 'position:relative;width:100%;height:100%;overflow:hidden;background:#17263c;';
      this.canvas.setAttribute('role', 'region');
      this.canvas.setAttribute('aria-roledescription', 'map');
      this.canvas.setAttribute('aria-label', 'Map');
      this.canvas.tabIndex = 0;
      this.canvas.style.cssText = 'position:absolute;inset:0;';
      this.canvas.addEventListener('click', (domEvent) => {
        if (domEvent.target !== this.canvas) return;
        const box = this.canvas.getBoundingClientRect();
        const latLng = this.pixelToLatLng(domEvent.clientX - box.left, domEvent.clientY - box.top);
        event.trigger(this, 'click', { latLng, domEvent, stop: () => {} });
      });
      this.markerLayer.style.cssText =
        'position:absolute;top:8px;left:8px;display:flex;flex-direction:column;align-items:flex-start;gap:4px;';
      this.floatPane.style.cssText = 'position:absolute;top:8px;right:8px;max-width:60%;max-height:90%;overflow:auto;';
      this.canvas.append(this.markerLayer, this.floatPane);
      this.root.append(this.canvas);
      div.append(this.root);
      this.setOptions(options);
      this.cameraChanged();
    }

    setOptions(options: Options | null) {
      Object.assign(this.options, options ?? {});
      this.canvas.style.cursor = String(this.options.draggableCursor ?? 'grab');
      this.canvas.dataset.styles = String((this.options.styles as unknown[] | undefined)?.length ?? 0);
      this.renderControls();
      if (options?.center || typeof options?.zoom === 'number') {
        this.moveCamera({ center: options.center as LatLngLike | undefined, zoom: options.zoom as number | undefined });
      }
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

    private cameraChanged() {
      this.canvas.dataset.lat = String(this.center.lat());
      this.canvas.dataset.lng = String(this.center.lng());
      this.canvas.dataset.zoom = String(this.zoom);
      clearTimeout(this.cameraTimer);
      this.cameraTimer = setTimeout(() => {
        event.trigger(this, 'center_changed');
        event.trigger(this, 'zoom_changed');
        event.trigger(this, 'bounds_changed');
        event.trigger(this, 'idle');
      }, 0);
    }

    private degreesPerPixel() {
      return 360 / (TILE * 2 ** this.zoom);
    }

    private size() {
      return { width: this.canvas.clientWidth || 640, height: this.canvas.clientHeight || 480 };
    }

    pixelToLatLng(x: number, y: number) {
      const { width, height } = this.size();
      const step = this.degreesPerPixel();
      return new LatLng(this.center.lat() - (y - height / 2) * step, this.center.lng() + (x - width / 2) * step);
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
      return { isAdvancedMarkersAvailable: false, isDataDrivenStylingAvailable: false };
    }
    getBounds() {
      const { width, height } = this.size();
      return new LatLngBounds(this.pixelToLatLng(0, height), this.pixelToLatLng(width, 0));
    }
    getProjection() {
      const origin = () => this.pixelToLatLng(0, 0);
      const step = () => this.degreesPerPixel();
      return {
        fromLatLngToDivPixel: (latLng: LatLng) =>
          new Point((latLng.lng() - origin().lng()) / step(), (origin().lat() - latLng.lat()) / step()),
        fromDivPixelToLatLng: (point: Point) => this.pixelToLatLng(point.x, point.y),
        fromLatLngToContainerPixel: (latLng: LatLng) =>
          new Point((latLng.lng() - origin().lng()) / step(), (origin().lat() - latLng.lat()) / step()),
        fromContainerPixelToLatLng: (point: Point) => this.pixelToLatLng(point.x, point.y),
        getWorldWidth: () => TILE * 2 ** this.zoom,
      };
    }
    setCenter(center: LatLngLike) {
      this.center = toLatLng(center);
      this.cameraChanged();
    }
    panTo(center: LatLngLike) {
      this.setCenter(center);
    }
    panBy() {}
    setZoom(zoom: number) {
      this.zoom = zoom;
      this.cameraChanged();
    }
    moveCamera(camera: { center?: LatLngLike; zoom?: number }) {
      if (camera.center) this.center = toLatLng(camera.center);
      if (typeof camera.zoom === 'number') this.zoom = camera.zoom;
      this.cameraChanged();
    }
    fitBounds(target: LatLngBounds | BoundsLiteral) {
      const bounds = target instanceof LatLngBounds ? target : new LatLngBounds(target);
      const { width, height } = this.size();
      const { north, south, east, west } = bounds.toJSON();
      const span = Math.max((east - west) / width, (north - south) / height, 1e-6);
      this.center = bounds.getCenter();
      this.zoom = Math.max(0, Math.min(20, Math.floor(Math.log2(360 / (TILE * span)))));
      this.cameraChanged();
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

  type Icon = { fillColor?: string; scale?: number; path?: unknown };
  type Label = string | { text: string };

  class Marker extends MVCObject {
    static readonly MAX_ZINDEX = 1_000_000;
    private readonly button = document.createElement('button');
    private markerMap: FakeMap | null = null;
    private options: Options = {};

    constructor(options: Options = {}) {
      super();
      this.button.type = 'button';
      this.button.style.cssText = BUTTON_STYLE;
      this.button.addEventListener('click', (domEvent) => {
        event.trigger(this, 'click', { latLng: this.getPosition(), domEvent, stop: () => {} });
      });
      this.setOptions(options);
    }
    setOptions(options: Options | null) {
      Object.assign(this.options, options ?? {});
      if (options && 'map' in options) this.setMap((options.map as FakeMap | null) ?? null);
      this.render();
    }
    private render() {
      const { title, label, icon, visible, zIndex } = this.options as {
        title?: string;
        label?: Label;
        icon?: Icon;
        visible?: boolean;
        zIndex?: number | null;
      };
      if (title) this.button.setAttribute('aria-label', title);
      else this.button.removeAttribute('aria-label');
      this.button.textContent = typeof label === 'string' ? label : (label?.text ?? '');
      this.button.dataset.iconFill = icon?.fillColor ?? '';
      this.button.dataset.iconScale = icon?.scale === undefined ? '' : String(icon.scale);
      this.button.dataset.zIndex = String(zIndex ?? '');
      this.button.hidden = visible === false;
    }
    setMap(map: FakeMap | null) {
      this.markerMap = map;
      if (map) map.markerLayer.append(this.button);
      else this.button.remove();
    }
    getMap() {
      return this.markerMap;
    }
    getPosition() {
      const position = this.options.position as LatLngLike | undefined;
      return position ? toLatLng(position) : null;
    }
    setPosition(position: LatLngLike) {
      this.setOptions({ position });
    }
    getTitle() {
      return this.options.title;
    }
    setTitle(title: string) {
      this.setOptions({ title });
    }
    getVisible() {
      return this.options.visible !== false;
    }
    setVisible(visible: boolean) {
      this.setOptions({ visible });
    }
    getIcon() {
      return this.options.icon;
    }
    setIcon(icon: Icon) {
      this.setOptions({ icon });
    }
    getLabel() {
      return this.options.label;
    }
    setLabel(label: Label) {
      this.setOptions({ label });
    }
    getZIndex() {
      return this.options.zIndex;
    }
    getDraggable() {
      return this.options.draggable === true;
    }
    setDraggable(draggable: boolean) {
      this.setOptions({ draggable });
    }
    getClickable() {
      return this.options.clickable !== false;
    }
    setClickable(clickable: boolean) {
      this.setOptions({ clickable });
    }
    setZIndex(zIndex: number) {
      this.setOptions({ zIndex });
    }
  }
  enumerableMethods(Marker);

  class InfoWindow extends MVCObject {
    private readonly dialog = document.createElement('div');
    private readonly body = document.createElement('div');
    private options: Options = {};
    private openOn: FakeMap | null = null;

    constructor(options: Options = {}) {
      super();
      this.dialog.setAttribute('role', 'dialog');
      this.dialog.tabIndex = -1;
      this.dialog.style.cssText = 'position:relative;padding:8px;';
      const close = document.createElement('button');
      close.type = 'button';
      close.style.cssText = BUTTON_STYLE;
      close.textContent = '×';
      close.setAttribute('aria-label', 'Close');
      close.addEventListener('click', () => {
        event.trigger(this, 'closeclick');
        this.close();
      });
      this.dialog.append(close, this.body);
      this.setOptions(options);
    }
    setOptions(options: Options | null) {
      Object.assign(this.options, options ?? {});
      const { ariaLabel, content } = this.options as { ariaLabel?: string; content?: Node | string | null };
      if (ariaLabel) this.dialog.setAttribute('aria-label', ariaLabel);
      else this.dialog.removeAttribute('aria-label');
      if (options && 'content' in options) this.setContent(content ?? null);
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
    }
    getPosition() {
      const position = this.options.position as LatLngLike | undefined;
      return position ? toLatLng(position) : null;
    }
    open(target?: FakeMap | { map?: FakeMap | null; anchor?: { getMap?: () => FakeMap | null }; shouldFocus?: boolean }) {
      const openOptions = target instanceof FakeMap ? { map: target } : (target ?? {});
      const map = openOptions.map ?? openOptions.anchor?.getMap?.() ?? null;
      if (!map) return;
      this.openOn = map;
      map.floatPane.append(this.dialog);
      if (openOptions.shouldFocus) this.dialog.focus();
    }
    close() {
      if (!this.openOn) return;
      this.openOn = null;
      this.dialog.remove();
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
    SymbolPath: { CIRCLE: 0, FORWARD_CLOSED_ARROW: 1, FORWARD_OPEN_ARROW: 2, BACKWARD_CLOSED_ARROW: 3, BACKWARD_OPEN_ARROW: 4 },
    ControlPosition: { TOP_LEFT: 1, TOP_CENTER: 2, TOP_RIGHT: 3, LEFT_CENTER: 4, RIGHT_CENTER: 8, BOTTOM_LEFT: 10, BOTTOM_CENTER: 11, BOTTOM_RIGHT: 12 },
    Settings: { getInstance: () => ({}) },
  };
  const libraries: Record<string, object> = {
    core,
    maps: { Map: FakeMap, InfoWindow, OverlayView, MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' } },
    marker: { Marker },
  };

  const globals = window as unknown as Record<string, Record<string, unknown> | undefined>;
  const google = (globals.google ??= {});
  const maps = (google.maps ??= {}) as Record<string, unknown>;
  Object.assign(maps, core, ...Object.values(libraries), {
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
  return `(${installFakeGoogleMaps.toString()})(${JSON.stringify(callback)}, ${rejectKey});`;
}
