
H/host:metadata*	Hlo Proto"#jit_f(1)*2ÿÿÿÿ garbage