import { readFileSync } from 'node:fs';

/**
 * Caps the memory mupdf (WebAssembly) may take in this thread (issue 26 item 2: a memory limit per
 * task). Must run before `mupdf` is first imported in the thread: mupdf's Emscripten module reads
 * its options from `globalThis.$libmupdf_wasm_Module`, and this sets its documented
 * `instantiateWasm` hook to instantiate `mupdf-wasm.wasm` itself and wrap the `grow` of the
 * module's own `WebAssembly.Memory`: a growth past `capBytes` throws, Emscripten's heap resize
 * answers "no", mupdf's `malloc` fails and the call throws `malloc (N bytes) failed`, which the
 * tasks report as `tooLarge`. mupdf stays usable afterwards.
 *
 * Why not the worker's `resourceLimits`: they bound V8's JavaScript heap only, and a WebAssembly
 * memory lives outside it (mupdf's own limit is 2 GiB). Why in a worker: WebAssembly memory never
 * shrinks, so the pool retires idle threads (`idleTimeout`) to give it back.
 *
 * @param capBytes the most bytes mupdf's heap may reach. A second call in the same thread does
 *   nothing, and so does a call after mupdf was loaded (the heap is then capped at 2 GiB only).
 */
export function capMupdfMemory(capBytes: number): void {
  if (Reflect.get(globalThis, '$libmupdf_wasm_Module') !== undefined) return;
  const wasmUrl = new URL('mupdf-wasm.wasm', import.meta.resolve('mupdf'));
  Reflect.set(globalThis, '$libmupdf_wasm_Module', {
    instantiateWasm(imports: object, done: (instance: WasmInstance, module: unknown) => void) {
      wasm.instantiate(readFileSync(wasmUrl), imports).then(
        ({ instance, module }) => {
          for (const value of Object.values(instance.exports)) {
            if (value instanceof wasm.Memory) capGrowth(value, capBytes);
          }
          done(instance, module);
        },
        (error: unknown) => {
          // Emscripten waits on `done` forever otherwise (the import of mupdf would never
          // settle): end the thread, so the pool rejects the task instead of waiting.
          console.error('Could not instantiate mupdf-wasm.wasm', error);
          process.exit(1);
        },
      );
      return {};
    },
  });
}

/** The parts of WebAssembly used here (the project's TypeScript libs do not declare its types). */
type WasmMemory = { buffer: ArrayBuffer; grow(pages: number): number };
type WasmInstance = { exports: Record<string, unknown> };
// Cast: Node has WebAssembly at run time; only its declaration is missing from our libs.
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      instantiate(
        bytes: Uint8Array,
        imports: object,
      ): Promise<{ instance: WasmInstance; module: unknown }>;
      Memory: abstract new (...args: never[]) => WasmMemory;
    };
  }
).WebAssembly;

/** Makes `memory.grow` throw past `capBytes`, as a full address space would. */
function capGrowth(memory: WasmMemory, capBytes: number): void {
  const grow = memory.grow.bind(memory);
  Object.defineProperty(memory, 'grow', {
    value: (pages: number) => {
      if (memory.buffer.byteLength + pages * 65_536 > capBytes) {
        throw new RangeError(`mupdf memory cap of ${capBytes} bytes reached`);
      }
      return grow(pages);
    },
  });
}
