func.func @main(%i: tensor<i32>) -> tensor<i32> {
%r799 = "stablehlo.case"(%i)({
%r798 = "stablehlo.case"(%i)({
%r797 = "stablehlo.case"(%i)({
%r796 = "stablehlo.case"(%i)({
%r795 = "stablehlo.case"(%i)({
%r794 = "stablehlo.case"(%i)({
%r793 = "stablehlo.case"(%i)({
%r792 = "stablehlo.case"(%i)({
%r791 = "stablehlo.case"(%i)({
%r790 = "stablehlo.case"(%i)({
%r789 = "stablehlo.case"(%i)({
%r788 = "stablehlo.case"(%i)({
%r787 = "stablehlo.case"(%i)({
%r786 = "stablehlo.case"(%i)({
%r785 = "stablehlo.case"(%i)({
%r784 = "stablehlo.case"(%i)({
%r783 = "stablehlo.case"(%i)({
%r782 = "stablehlo.case"(%i)({
%r781 = "stablehlo.case"(%i)({
%r780 = "stablehlo.case"(%i)({
%r779 = "stablehlo.case"(%i)({
%r778 = "stablehlo.case"(%i)({
%r777 = "stablehlo.case"(%i)({
%r776 = "stablehlo.case"(%i)({
%r775 = "stablehlo.case"(%i)({
%r774 = "stablehlo.case"(%i)({
%r773 = "stablehlo.case"(%i)({
%r772 = "stablehlo.case"(%i)({
%r771 = "stablehlo.case"(%i)({
%r770 = "stablehlo.case"(%i)({
%r769 = "stablehlo.case"(%i)({
%r768 = "stablehlo.case"(%i)({
%r767 = "stablehlo.case"(%i)({
%r766 = "stablehlo.case"(%i)({
%r765 = "stablehlo.case"(%i)({
%r764 = "stablehlo.case"(%i)({
%r763 = "stablehlo.case"(%i)({
%r762 = "stablehlo.case"(%i)({
%r761 = "stablehlo.case"(%i)({
%r760 = "stablehlo.case"(%i)({
%r759 = "stablehlo.case"(%i)({
%r758 = "stablehlo.case"(%i)({
%r757 = "stablehlo.case"(%i)({
%r756 = "stablehlo.case"(%i)({
%r755 = "stablehlo.case"(%i)({
%r754 = "stablehlo.case"(%i)({
%r753 = "stablehlo.case"(%i)({
%r752 = "stablehlo.case"(%i)({
%r751 = "stablehlo.case"(%i)({
%r750 = "stablehlo.case"(%i)({
%r749 = "stablehlo.case"(%i)({
%r748 = "stablehlo.case"(%i)({
%r747 = "stablehlo.case"(%i)({
%r746 = "stablehlo.case"(%i)({
%r745 = "stablehlo.case"(%i)({
%r744 = "stablehlo.case"(%i)({
%r743 = "stablehlo.case"(%i)({
%r742 = "stablehlo.case"(%i)({
%r741 = "stablehlo.case"(%i)({
%r740 = "stablehlo.case"(%i)({
%r739 = "stablehlo.case"(%i)({
%r738 = "stablehlo.case"(%i)({
%r737 = "stablehlo.case"(%i)({
%r736 = "stablehlo.case"(%i)({
%r735 = "stablehlo.case"(%i)({
%r734 = "stablehlo.case"(%i)({
%r733 = "stablehlo.case"(%i)({
%r732 = "stablehlo.case"(%i)({
%r731 = "stablehlo.case"(%i)({
%r730 = "stablehlo.case"(%i)({
%r729 = "stablehlo.case"(%i)({
%r728 = "stablehlo.case"(%i)({
%r727 = "stablehlo.case"(%i)({
%r726 = "stablehlo.case"(%i)({
%r725 = "stablehlo.case"(%i)({
%r724 = "stablehlo.case"(%i)({
%r723 = "stablehlo.case"(%i)({
%r722 = "stablehlo.case"(%i)({
%r721 = "stablehlo.case"(%i)({
%r720 = "stablehlo.case"(%i)({
%r719 = "stablehlo.case"(%i)({
%r718 = "stablehlo.case"(%i)({
%r717 = "stablehlo.case"(%i)({
%r716 = "stablehlo.case"(%i)({
%r715 = "stablehlo.case"(%i)({
%r714 = "stablehlo.case"(%i)({
%r713 = "stablehlo.case"(%i)({
%r712 = "stablehlo.case"(%i)({
%r711 = "stablehlo.case"(%i)({
%r710 = "stablehlo.case"(%i)({
%r709 = "stablehlo.case"(%i)({
%r708 = "stablehlo.case"(%i)({
%r707 = "stablehlo.case"(%i)({
%r706 = "stablehlo.case"(%i)({
%r705 = "stablehlo.case"(%i)({
%r704 = "stablehlo.case"(%i)({
%r703 = "stablehlo.case"(%i)({
%r702 = "stablehlo.case"(%i)({
%r701 = "stablehlo.case"(%i)({
%r700 = "stablehlo.case"(%i)({
%r699 = "stablehlo.case"(%i)({
%r698 = "stablehlo.case"(%i)({
%r697 = "stablehlo.case"(%i)({
%r696 = "stablehlo.case"(%i)({
%r695 = "stablehlo.case"(%i)({
%r694 = "stablehlo.case"(%i)({
%r693 = "stablehlo.case"(%i)({
%r692 = "stablehlo.case"(%i)({
%r691 = "stablehlo.case"(%i)({
%r690 = "stablehlo.case"(%i)({
%r689 = "stablehlo.case"(%i)({
%r688 = "stablehlo.case"(%i)({
%r687 = "stablehlo.case"(%i)({
%r686 = "stablehlo.case"(%i)({
%r685 = "stablehlo.case"(%i)({
%r684 = "stablehlo.case"(%i)({
%r683 = "stablehlo.case"(%i)({
%r682 = "stablehlo.case"(%i)({
%r681 = "stablehlo.case"(%i)({
%r680 = "stablehlo.case"(%i)({
%r679 = "stablehlo.case"(%i)({
%r678 = "stablehlo.case"(%i)({
%r677 = "stablehlo.case"(%i)({
%r676 = "stablehlo.case"(%i)({
%r675 = "stablehlo.case"(%i)({
%r674 = "stablehlo.case"(%i)({
%r673 = "stablehlo.case"(%i)({
%r672 = "stablehlo.case"(%i)({
%r671 = "stablehlo.case"(%i)({
%r670 = "stablehlo.case"(%i)({
%r669 = "stablehlo.case"(%i)({
%r668 = "stablehlo.case"(%i)({
%r667 = "stablehlo.case"(%i)({
%r666 = "stablehlo.case"(%i)({
%r665 = "stablehlo.case"(%i)({
%r664 = "stablehlo.case"(%i)({
%r663 = "stablehlo.case"(%i)({
%r662 = "stablehlo.case"(%i)({
%r661 = "stablehlo.case"(%i)({
%r660 = "stablehlo.case"(%i)({
%r659 = "stablehlo.case"(%i)({
%r658 = "stablehlo.case"(%i)({
%r657 = "stablehlo.case"(%i)({
%r656 = "stablehlo.case"(%i)({
%r655 = "stablehlo.case"(%i)({
%r654 = "stablehlo.case"(%i)({
%r653 = "stablehlo.case"(%i)({
%r652 = "stablehlo.case"(%i)({
%r651 = "stablehlo.case"(%i)({
%r650 = "stablehlo.case"(%i)({
%r649 = "stablehlo.case"(%i)({
%r648 = "stablehlo.case"(%i)({
%r647 = "stablehlo.case"(%i)({
%r646 = "stablehlo.case"(%i)({
%r645 = "stablehlo.case"(%i)({
%r644 = "stablehlo.case"(%i)({
%r643 = "stablehlo.case"(%i)({
%r642 = "stablehlo.case"(%i)({
%r641 = "stablehlo.case"(%i)({
%r640 = "stablehlo.case"(%i)({
%r639 = "stablehlo.case"(%i)({
%r638 = "stablehlo.case"(%i)({
%r637 = "stablehlo.case"(%i)({
%r636 = "stablehlo.case"(%i)({
%r635 = "stablehlo.case"(%i)({
%r634 = "stablehlo.case"(%i)({
%r633 = "stablehlo.case"(%i)({
%r632 = "stablehlo.case"(%i)({
%r631 = "stablehlo.case"(%i)({
%r630 = "stablehlo.case"(%i)({
%r629 = "stablehlo.case"(%i)({
%r628 = "stablehlo.case"(%i)({
%r627 = "stablehlo.case"(%i)({
%r626 = "stablehlo.case"(%i)({
%r625 = "stablehlo.case"(%i)({
%r624 = "stablehlo.case"(%i)({
%r623 = "stablehlo.case"(%i)({
%r622 = "stablehlo.case"(%i)({
%r621 = "stablehlo.case"(%i)({
%r620 = "stablehlo.case"(%i)({
%r619 = "stablehlo.case"(%i)({
%r618 = "stablehlo.case"(%i)({
%r617 = "stablehlo.case"(%i)({
%r616 = "stablehlo.case"(%i)({
%r615 = "stablehlo.case"(%i)({
%r614 = "stablehlo.case"(%i)({
%r613 = "stablehlo.case"(%i)({
%r612 = "stablehlo.case"(%i)({
%r611 = "stablehlo.case"(%i)({
%r610 = "stablehlo.case"(%i)({
%r609 = "stablehlo.case"(%i)({
%r608 = "stablehlo.case"(%i)({
%r607 = "stablehlo.case"(%i)({
%r606 = "stablehlo.case"(%i)({
%r605 = "stablehlo.case"(%i)({
%r604 = "stablehlo.case"(%i)({
%r603 = "stablehlo.case"(%i)({
%r602 = "stablehlo.case"(%i)({
%r601 = "stablehlo.case"(%i)({
%r600 = "stablehlo.case"(%i)({
%r599 = "stablehlo.case"(%i)({
%r598 = "stablehlo.case"(%i)({
%r597 = "stablehlo.case"(%i)({
%r596 = "stablehlo.case"(%i)({
%r595 = "stablehlo.case"(%i)({
%r594 = "stablehlo.case"(%i)({
%r593 = "stablehlo.case"(%i)({
%r592 = "stablehlo.case"(%i)({
%r591 = "stablehlo.case"(%i)({
%r590 = "stablehlo.case"(%i)({
%r589 = "stablehlo.case"(%i)({
%r588 = "stablehlo.case"(%i)({
%r587 = "stablehlo.case"(%i)({
%r586 = "stablehlo.case"(%i)({
%r585 = "stablehlo.case"(%i)({
%r584 = "stablehlo.case"(%i)({
%r583 = "stablehlo.case"(%i)({
%r582 = "stablehlo.case"(%i)({
%r581 = "stablehlo.case"(%i)({
%r580 = "stablehlo.case"(%i)({
%r579 = "stablehlo.case"(%i)({
%r578 = "stablehlo.case"(%i)({
%r577 = "stablehlo.case"(%i)({
%r576 = "stablehlo.case"(%i)({
%r575 = "stablehlo.case"(%i)({
%r574 = "stablehlo.case"(%i)({
%r573 = "stablehlo.case"(%i)({
%r572 = "stablehlo.case"(%i)({
%r571 = "stablehlo.case"(%i)({
%r570 = "stablehlo.case"(%i)({
%r569 = "stablehlo.case"(%i)({
%r568 = "stablehlo.case"(%i)({
%r567 = "stablehlo.case"(%i)({
%r566 = "stablehlo.case"(%i)({
%r565 = "stablehlo.case"(%i)({
%r564 = "stablehlo.case"(%i)({
%r563 = "stablehlo.case"(%i)({
%r562 = "stablehlo.case"(%i)({
%r561 = "stablehlo.case"(%i)({
%r560 = "stablehlo.case"(%i)({
%r559 = "stablehlo.case"(%i)({
%r558 = "stablehlo.case"(%i)({
%r557 = "stablehlo.case"(%i)({
%r556 = "stablehlo.case"(%i)({
%r555 = "stablehlo.case"(%i)({
%r554 = "stablehlo.case"(%i)({
%r553 = "stablehlo.case"(%i)({
%r552 = "stablehlo.case"(%i)({
%r551 = "stablehlo.case"(%i)({
%r550 = "stablehlo.case"(%i)({
%r549 = "stablehlo.case"(%i)({
%r548 = "stablehlo.case"(%i)({
%r547 = "stablehlo.case"(%i)({
%r546 = "stablehlo.case"(%i)({
%r545 = "stablehlo.case"(%i)({
%r544 = "stablehlo.case"(%i)({
%r543 = "stablehlo.case"(%i)({
%r542 = "stablehlo.case"(%i)({
%r541 = "stablehlo.case"(%i)({
%r540 = "stablehlo.case"(%i)({
%r539 = "stablehlo.case"(%i)({
%r538 = "stablehlo.case"(%i)({
%r537 = "stablehlo.case"(%i)({
%r536 = "stablehlo.case"(%i)({
%r535 = "stablehlo.case"(%i)({
%r534 = "stablehlo.case"(%i)({
%r533 = "stablehlo.case"(%i)({
%r532 = "stablehlo.case"(%i)({
%r531 = "stablehlo.case"(%i)({
%r530 = "stablehlo.case"(%i)({
%r529 = "stablehlo.case"(%i)({
%r528 = "stablehlo.case"(%i)({
%r527 = "stablehlo.case"(%i)({
%r526 = "stablehlo.case"(%i)({
%r525 = "stablehlo.case"(%i)({
%r524 = "stablehlo.case"(%i)({
%r523 = "stablehlo.case"(%i)({
%r522 = "stablehlo.case"(%i)({
%r521 = "stablehlo.case"(%i)({
%r520 = "stablehlo.case"(%i)({
%r519 = "stablehlo.case"(%i)({
%r518 = "stablehlo.case"(%i)({
%r517 = "stablehlo.case"(%i)({
%r516 = "stablehlo.case"(%i)({
%r515 = "stablehlo.case"(%i)({
%r514 = "stablehlo.case"(%i)({
%r513 = "stablehlo.case"(%i)({
%r512 = "stablehlo.case"(%i)({
%r511 = "stablehlo.case"(%i)({
%r510 = "stablehlo.case"(%i)({
%r509 = "stablehlo.case"(%i)({
%r508 = "stablehlo.case"(%i)({
%r507 = "stablehlo.case"(%i)({
%r506 = "stablehlo.case"(%i)({
%r505 = "stablehlo.case"(%i)({
%r504 = "stablehlo.case"(%i)({
%r503 = "stablehlo.case"(%i)({
%r502 = "stablehlo.case"(%i)({
%r501 = "stablehlo.case"(%i)({
%r500 = "stablehlo.case"(%i)({
%r499 = "stablehlo.case"(%i)({
%r498 = "stablehlo.case"(%i)({
%r497 = "stablehlo.case"(%i)({
%r496 = "stablehlo.case"(%i)({
%r495 = "stablehlo.case"(%i)({
%r494 = "stablehlo.case"(%i)({
%r493 = "stablehlo.case"(%i)({
%r492 = "stablehlo.case"(%i)({
%r491 = "stablehlo.case"(%i)({
%r490 = "stablehlo.case"(%i)({
%r489 = "stablehlo.case"(%i)({
%r488 = "stablehlo.case"(%i)({
%r487 = "stablehlo.case"(%i)({
%r486 = "stablehlo.case"(%i)({
%r485 = "stablehlo.case"(%i)({
%r484 = "stablehlo.case"(%i)({
%r483 = "stablehlo.case"(%i)({
%r482 = "stablehlo.case"(%i)({
%r481 = "stablehlo.case"(%i)({
%r480 = "stablehlo.case"(%i)({
%r479 = "stablehlo.case"(%i)({
%r478 = "stablehlo.case"(%i)({
%r477 = "stablehlo.case"(%i)({
%r476 = "stablehlo.case"(%i)({
%r475 = "stablehlo.case"(%i)({
%r474 = "stablehlo.case"(%i)({
%r473 = "stablehlo.case"(%i)({
%r472 = "stablehlo.case"(%i)({
%r471 = "stablehlo.case"(%i)({
%r470 = "stablehlo.case"(%i)({
%r469 = "stablehlo.case"(%i)({
%r468 = "stablehlo.case"(%i)({
%r467 = "stablehlo.case"(%i)({
%r466 = "stablehlo.case"(%i)({
%r465 = "stablehlo.case"(%i)({
%r464 = "stablehlo.case"(%i)({
%r463 = "stablehlo.case"(%i)({
%r462 = "stablehlo.case"(%i)({
%r461 = "stablehlo.case"(%i)({
%r460 = "stablehlo.case"(%i)({
%r459 = "stablehlo.case"(%i)({
%r458 = "stablehlo.case"(%i)({
%r457 = "stablehlo.case"(%i)({
%r456 = "stablehlo.case"(%i)({
%r455 = "stablehlo.case"(%i)({
%r454 = "stablehlo.case"(%i)({
%r453 = "stablehlo.case"(%i)({
%r452 = "stablehlo.case"(%i)({
%r451 = "stablehlo.case"(%i)({
%r450 = "stablehlo.case"(%i)({
%r449 = "stablehlo.case"(%i)({
%r448 = "stablehlo.case"(%i)({
%r447 = "stablehlo.case"(%i)({
%r446 = "stablehlo.case"(%i)({
%r445 = "stablehlo.case"(%i)({
%r444 = "stablehlo.case"(%i)({
%r443 = "stablehlo.case"(%i)({
%r442 = "stablehlo.case"(%i)({
%r441 = "stablehlo.case"(%i)({
%r440 = "stablehlo.case"(%i)({
%r439 = "stablehlo.case"(%i)({
%r438 = "stablehlo.case"(%i)({
%r437 = "stablehlo.case"(%i)({
%r436 = "stablehlo.case"(%i)({
%r435 = "stablehlo.case"(%i)({
%r434 = "stablehlo.case"(%i)({
%r433 = "stablehlo.case"(%i)({
%r432 = "stablehlo.case"(%i)({
%r431 = "stablehlo.case"(%i)({
%r430 = "stablehlo.case"(%i)({
%r429 = "stablehlo.case"(%i)({
%r428 = "stablehlo.case"(%i)({
%r427 = "stablehlo.case"(%i)({
%r426 = "stablehlo.case"(%i)({
%r425 = "stablehlo.case"(%i)({
%r424 = "stablehlo.case"(%i)({
%r423 = "stablehlo.case"(%i)({
%r422 = "stablehlo.case"(%i)({
%r421 = "stablehlo.case"(%i)({
%r420 = "stablehlo.case"(%i)({
%r419 = "stablehlo.case"(%i)({
%r418 = "stablehlo.case"(%i)({
%r417 = "stablehlo.case"(%i)({
%r416 = "stablehlo.case"(%i)({
%r415 = "stablehlo.case"(%i)({
%r414 = "stablehlo.case"(%i)({
%r413 = "stablehlo.case"(%i)({
%r412 = "stablehlo.case"(%i)({
%r411 = "stablehlo.case"(%i)({
%r410 = "stablehlo.case"(%i)({
%r409 = "stablehlo.case"(%i)({
%r408 = "stablehlo.case"(%i)({
%r407 = "stablehlo.case"(%i)({
%r406 = "stablehlo.case"(%i)({
%r405 = "stablehlo.case"(%i)({
%r404 = "stablehlo.case"(%i)({
%r403 = "stablehlo.case"(%i)({
%r402 = "stablehlo.case"(%i)({
%r401 = "stablehlo.case"(%i)({
%r400 = "stablehlo.case"(%i)({
%r399 = "stablehlo.case"(%i)({
%r398 = "stablehlo.case"(%i)({
%r397 = "stablehlo.case"(%i)({
%r396 = "stablehlo.case"(%i)({
%r395 = "stablehlo.case"(%i)({
%r394 = "stablehlo.case"(%i)({
%r393 = "stablehlo.case"(%i)({
%r392 = "stablehlo.case"(%i)({
%r391 = "stablehlo.case"(%i)({
%r390 = "stablehlo.case"(%i)({
%r389 = "stablehlo.case"(%i)({
%r388 = "stablehlo.case"(%i)({
%r387 = "stablehlo.case"(%i)({
%r386 = "stablehlo.case"(%i)({
%r385 = "stablehlo.case"(%i)({
%r384 = "stablehlo.case"(%i)({
%r383 = "stablehlo.case"(%i)({
%r382 = "stablehlo.case"(%i)({
%r381 = "stablehlo.case"(%i)({
%r380 = "stablehlo.case"(%i)({
%r379 = "stablehlo.case"(%i)({
%r378 = "stablehlo.case"(%i)({
%r377 = "stablehlo.case"(%i)({
%r376 = "stablehlo.case"(%i)({
%r375 = "stablehlo.case"(%i)({
%r374 = "stablehlo.case"(%i)({
%r373 = "stablehlo.case"(%i)({
%r372 = "stablehlo.case"(%i)({
%r371 = "stablehlo.case"(%i)({
%r370 = "stablehlo.case"(%i)({
%r369 = "stablehlo.case"(%i)({
%r368 = "stablehlo.case"(%i)({
%r367 = "stablehlo.case"(%i)({
%r366 = "stablehlo.case"(%i)({
%r365 = "stablehlo.case"(%i)({
%r364 = "stablehlo.case"(%i)({
%r363 = "stablehlo.case"(%i)({
%r362 = "stablehlo.case"(%i)({
%r361 = "stablehlo.case"(%i)({
%r360 = "stablehlo.case"(%i)({
%r359 = "stablehlo.case"(%i)({
%r358 = "stablehlo.case"(%i)({
%r357 = "stablehlo.case"(%i)({
%r356 = "stablehlo.case"(%i)({
%r355 = "stablehlo.case"(%i)({
%r354 = "stablehlo.case"(%i)({
%r353 = "stablehlo.case"(%i)({
%r352 = "stablehlo.case"(%i)({
%r351 = "stablehlo.case"(%i)({
%r350 = "stablehlo.case"(%i)({
%r349 = "stablehlo.case"(%i)({
%r348 = "stablehlo.case"(%i)({
%r347 = "stablehlo.case"(%i)({
%r346 = "stablehlo.case"(%i)({
%r345 = "stablehlo.case"(%i)({
%r344 = "stablehlo.case"(%i)({
%r343 = "stablehlo.case"(%i)({
%r342 = "stablehlo.case"(%i)({
%r341 = "stablehlo.case"(%i)({
%r340 = "stablehlo.case"(%i)({
%r339 = "stablehlo.case"(%i)({
%r338 = "stablehlo.case"(%i)({
%r337 = "stablehlo.case"(%i)({
%r336 = "stablehlo.case"(%i)({
%r335 = "stablehlo.case"(%i)({
%r334 = "stablehlo.case"(%i)({
%r333 = "stablehlo.case"(%i)({
%r332 = "stablehlo.case"(%i)({
%r331 = "stablehlo.case"(%i)({
%r330 = "stablehlo.case"(%i)({
%r329 = "stablehlo.case"(%i)({
%r328 = "stablehlo.case"(%i)({
%r327 = "stablehlo.case"(%i)({
%r326 = "stablehlo.case"(%i)({
%r325 = "stablehlo.case"(%i)({
%r324 = "stablehlo.case"(%i)({
%r323 = "stablehlo.case"(%i)({
%r322 = "stablehlo.case"(%i)({
%r321 = "stablehlo.case"(%i)({
%r320 = "stablehlo.case"(%i)({
%r319 = "stablehlo.case"(%i)({
%r318 = "stablehlo.case"(%i)({
%r317 = "stablehlo.case"(%i)({
%r316 = "stablehlo.case"(%i)({
%r315 = "stablehlo.case"(%i)({
%r314 = "stablehlo.case"(%i)({
%r313 = "stablehlo.case"(%i)({
%r312 = "stablehlo.case"(%i)({
%r311 = "stablehlo.case"(%i)({
%r310 = "stablehlo.case"(%i)({
%r309 = "stablehlo.case"(%i)({
%r308 = "stablehlo.case"(%i)({
%r307 = "stablehlo.case"(%i)({
%r306 = "stablehlo.case"(%i)({
%r305 = "stablehlo.case"(%i)({
%r304 = "stablehlo.case"(%i)({
%r303 = "stablehlo.case"(%i)({
%r302 = "stablehlo.case"(%i)({
%r301 = "stablehlo.case"(%i)({
%r300 = "stablehlo.case"(%i)({
%r299 = "stablehlo.case"(%i)({
%r298 = "stablehlo.case"(%i)({
%r297 = "stablehlo.case"(%i)({
%r296 = "stablehlo.case"(%i)({
%r295 = "stablehlo.case"(%i)({
%r294 = "stablehlo.case"(%i)({
%r293 = "stablehlo.case"(%i)({
%r292 = "stablehlo.case"(%i)({
%r291 = "stablehlo.case"(%i)({
%r290 = "stablehlo.case"(%i)({
%r289 = "stablehlo.case"(%i)({
%r288 = "stablehlo.case"(%i)({
%r287 = "stablehlo.case"(%i)({
%r286 = "stablehlo.case"(%i)({
%r285 = "stablehlo.case"(%i)({
%r284 = "stablehlo.case"(%i)({
%r283 = "stablehlo.case"(%i)({
%r282 = "stablehlo.case"(%i)({
%r281 = "stablehlo.case"(%i)({
%r280 = "stablehlo.case"(%i)({
%r279 = "stablehlo.case"(%i)({
%r278 = "stablehlo.case"(%i)({
%r277 = "stablehlo.case"(%i)({
%r276 = "stablehlo.case"(%i)({
%r275 = "stablehlo.case"(%i)({
%r274 = "stablehlo.case"(%i)({
%r273 = "stablehlo.case"(%i)({
%r272 = "stablehlo.case"(%i)({
%r271 = "stablehlo.case"(%i)({
%r270 = "stablehlo.case"(%i)({
%r269 = "stablehlo.case"(%i)({
%r268 = "stablehlo.case"(%i)({
%r267 = "stablehlo.case"(%i)({
%r266 = "stablehlo.case"(%i)({
%r265 = "stablehlo.case"(%i)({
%r264 = "stablehlo.case"(%i)({
%r263 = "stablehlo.case"(%i)({
%r262 = "stablehlo.case"(%i)({
%r261 = "stablehlo.case"(%i)({
%r260 = "stablehlo.case"(%i)({
%r259 = "stablehlo.case"(%i)({
%r258 = "stablehlo.case"(%i)({
%r257 = "stablehlo.case"(%i)({
%r256 = "stablehlo.case"(%i)({
%r255 = "stablehlo.case"(%i)({
%r254 = "stablehlo.case"(%i)({
%r253 = "stablehlo.case"(%i)({
%r252 = "stablehlo.case"(%i)({
%r251 = "stablehlo.case"(%i)({
%r250 = "stablehlo.case"(%i)({
%r249 = "stablehlo.case"(%i)({
%r248 = "stablehlo.case"(%i)({
%r247 = "stablehlo.case"(%i)({
%r246 = "stablehlo.case"(%i)({
%r245 = "stablehlo.case"(%i)({
%r244 = "stablehlo.case"(%i)({
%r243 = "stablehlo.case"(%i)({
%r242 = "stablehlo.case"(%i)({
%r241 = "stablehlo.case"(%i)({
%r240 = "stablehlo.case"(%i)({
%r239 = "stablehlo.case"(%i)({
%r238 = "stablehlo.case"(%i)({
%r237 = "stablehlo.case"(%i)({
%r236 = "stablehlo.case"(%i)({
%r235 = "stablehlo.case"(%i)({
%r234 = "stablehlo.case"(%i)({
%r233 = "stablehlo.case"(%i)({
%r232 = "stablehlo.case"(%i)({
%r231 = "stablehlo.case"(%i)({
%r230 = "stablehlo.case"(%i)({
%r229 = "stablehlo.case"(%i)({
%r228 = "stablehlo.case"(%i)({
%r227 = "stablehlo.case"(%i)({
%r226 = "stablehlo.case"(%i)({
%r225 = "stablehlo.case"(%i)({
%r224 = "stablehlo.case"(%i)({
%r223 = "stablehlo.case"(%i)({
%r222 = "stablehlo.case"(%i)({
%r221 = "stablehlo.case"(%i)({
%r220 = "stablehlo.case"(%i)({
%r219 = "stablehlo.case"(%i)({
%r218 = "stablehlo.case"(%i)({
%r217 = "stablehlo.case"(%i)({
%r216 = "stablehlo.case"(%i)({
%r215 = "stablehlo.case"(%i)({
%r214 = "stablehlo.case"(%i)({
%r213 = "stablehlo.case"(%i)({
%r212 = "stablehlo.case"(%i)({
%r211 = "stablehlo.case"(%i)({
%r210 = "stablehlo.case"(%i)({
%r209 = "stablehlo.case"(%i)({
%r208 = "stablehlo.case"(%i)({
%r207 = "stablehlo.case"(%i)({
%r206 = "stablehlo.case"(%i)({
%r205 = "stablehlo.case"(%i)({
%r204 = "stablehlo.case"(%i)({
%r203 = "stablehlo.case"(%i)({
%r202 = "stablehlo.case"(%i)({
%r201 = "stablehlo.case"(%i)({
%r200 = "stablehlo.case"(%i)({
%r199 = "stablehlo.case"(%i)({
%r198 = "stablehlo.case"(%i)({
%r197 = "stablehlo.case"(%i)({
%r196 = "stablehlo.case"(%i)({
%r195 = "stablehlo.case"(%i)({
%r194 = "stablehlo.case"(%i)({
%r193 = "stablehlo.case"(%i)({
%r192 = "stablehlo.case"(%i)({
%r191 = "stablehlo.case"(%i)({
%r190 = "stablehlo.case"(%i)({
%r189 = "stablehlo.case"(%i)({
%r188 = "stablehlo.case"(%i)({
%r187 = "stablehlo.case"(%i)({
%r186 = "stablehlo.case"(%i)({
%r185 = "stablehlo.case"(%i)({
%r184 = "stablehlo.case"(%i)({
%r183 = "stablehlo.case"(%i)({
%r182 = "stablehlo.case"(%i)({
%r181 = "stablehlo.case"(%i)({
%r180 = "stablehlo.case"(%i)({
%r179 = "stablehlo.case"(%i)({
%r178 = "stablehlo.case"(%i)({
%r177 = "stablehlo.case"(%i)({
%r176 = "stablehlo.case"(%i)({
%r175 = "stablehlo.case"(%i)({
%r174 = "stablehlo.case"(%i)({
%r173 = "stablehlo.case"(%i)({
%r172 = "stablehlo.case"(%i)({
%r171 = "stablehlo.case"(%i)({
%r170 = "stablehlo.case"(%i)({
%r169 = "stablehlo.case"(%i)({
%r168 = "stablehlo.case"(%i)({
%r167 = "stablehlo.case"(%i)({
%r166 = "stablehlo.case"(%i)({
%r165 = "stablehlo.case"(%i)({
%r164 = "stablehlo.case"(%i)({
%r163 = "stablehlo.case"(%i)({
%r162 = "stablehlo.case"(%i)({
%r161 = "stablehlo.case"(%i)({
%r160 = "stablehlo.case"(%i)({
%r159 = "stablehlo.case"(%i)({
%r158 = "stablehlo.case"(%i)({
%r157 = "stablehlo.case"(%i)({
%r156 = "stablehlo.case"(%i)({
%r155 = "stablehlo.case"(%i)({
%r154 = "stablehlo.case"(%i)({
%r153 = "stablehlo.case"(%i)({
%r152 = "stablehlo.case"(%i)({
%r151 = "stablehlo.case"(%i)({
%r150 = "stablehlo.case"(%i)({
%r149 = "stablehlo.case"(%i)({
%r148 = "stablehlo.case"(%i)({
%r147 = "stablehlo.case"(%i)({
%r146 = "stablehlo.case"(%i)({
%r145 = "stablehlo.case"(%i)({
%r144 = "stablehlo.case"(%i)({
%r143 = "stablehlo.case"(%i)({
%r142 = "stablehlo.case"(%i)({
%r141 = "stablehlo.case"(%i)({
%r140 = "stablehlo.case"(%i)({
%r139 = "stablehlo.case"(%i)({
%r138 = "stablehlo.case"(%i)({
%r137 = "stablehlo.case"(%i)({
%r136 = "stablehlo.case"(%i)({
%r135 = "stablehlo.case"(%i)({
%r134 = "stablehlo.case"(%i)({
%r133 = "stablehlo.case"(%i)({
%r132 = "stablehlo.case"(%i)({
%r131 = "stablehlo.case"(%i)({
%r130 = "stablehlo.case"(%i)({
%r129 = "stablehlo.case"(%i)({
%r128 = "stablehlo.case"(%i)({
%r127 = "stablehlo.case"(%i)({
%r126 = "stablehlo.case"(%i)({
%r125 = "stablehlo.case"(%i)({
%r124 = "stablehlo.case"(%i)({
%r123 = "stablehlo.case"(%i)({
%r122 = "stablehlo.case"(%i)({
%r121 = "stablehlo.case"(%i)({
%r120 = "stablehlo.case"(%i)({
%r119 = "stablehlo.case"(%i)({
%r118 = "stablehlo.case"(%i)({
%r117 = "stablehlo.case"(%i)({
%r116 = "stablehlo.case"(%i)({
%r115 = "stablehlo.case"(%i)({
%r114 = "stablehlo.case"(%i)({
%r113 = "stablehlo.case"(%i)({
%r112 = "stablehlo.case"(%i)({
%r111 = "stablehlo.case"(%i)({
%r110 = "stablehlo.case"(%i)({
%r109 = "stablehlo.case"(%i)({
%r108 = "stablehlo.case"(%i)({
%r107 = "stablehlo.case"(%i)({
%r106 = "stablehlo.case"(%i)({
%r105 = "stablehlo.case"(%i)({
%r104 = "stablehlo.case"(%i)({
%r103 = "stablehlo.case"(%i)({
%r102 = "stablehlo.case"(%i)({
%r101 = "stablehlo.case"(%i)({
%r100 = "stablehlo.case"(%i)({
%r99 = "stablehlo.case"(%i)({
%r98 = "stablehlo.case"(%i)({
%r97 = "stablehlo.case"(%i)({
%r96 = "stablehlo.case"(%i)({
%r95 = "stablehlo.case"(%i)({
%r94 = "stablehlo.case"(%i)({
%r93 = "stablehlo.case"(%i)({
%r92 = "stablehlo.case"(%i)({
%r91 = "stablehlo.case"(%i)({
%r90 = "stablehlo.case"(%i)({
%r89 = "stablehlo.case"(%i)({
%r88 = "stablehlo.case"(%i)({
%r87 = "stablehlo.case"(%i)({
%r86 = "stablehlo.case"(%i)({
%r85 = "stablehlo.case"(%i)({
%r84 = "stablehlo.case"(%i)({
%r83 = "stablehlo.case"(%i)({
%r82 = "stablehlo.case"(%i)({
%r81 = "stablehlo.case"(%i)({
%r80 = "stablehlo.case"(%i)({
%r79 = "stablehlo.case"(%i)({
%r78 = "stablehlo.case"(%i)({
%r77 = "stablehlo.case"(%i)({
%r76 = "stablehlo.case"(%i)({
%r75 = "stablehlo.case"(%i)({
%r74 = "stablehlo.case"(%i)({
%r73 = "stablehlo.case"(%i)({
%r72 = "stablehlo.case"(%i)({
%r71 = "stablehlo.case"(%i)({
%r70 = "stablehlo.case"(%i)({
%r69 = "stablehlo.case"(%i)({
%r68 = "stablehlo.case"(%i)({
%r67 = "stablehlo.case"(%i)({
%r66 = "stablehlo.case"(%i)({
%r65 = "stablehlo.case"(%i)({
%r64 = "stablehlo.case"(%i)({
%r63 = "stablehlo.case"(%i)({
%r62 = "stablehlo.case"(%i)({
%r61 = "stablehlo.case"(%i)({
%r60 = "stablehlo.case"(%i)({
%r59 = "stablehlo.case"(%i)({
%r58 = "stablehlo.case"(%i)({
%r57 = "stablehlo.case"(%i)({
%r56 = "stablehlo.case"(%i)({
%r55 = "stablehlo.case"(%i)({
%r54 = "stablehlo.case"(%i)({
%r53 = "stablehlo.case"(%i)({
%r52 = "stablehlo.case"(%i)({
%r51 = "stablehlo.case"(%i)({
%r50 = "stablehlo.case"(%i)({
%r49 = "stablehlo.case"(%i)({
%r48 = "stablehlo.case"(%i)({
%r47 = "stablehlo.case"(%i)({
%r46 = "stablehlo.case"(%i)({
%r45 = "stablehlo.case"(%i)({
%r44 = "stablehlo.case"(%i)({
%r43 = "stablehlo.case"(%i)({
%r42 = "stablehlo.case"(%i)({
%r41 = "stablehlo.case"(%i)({
%r40 = "stablehlo.case"(%i)({
%r39 = "stablehlo.case"(%i)({
%r38 = "stablehlo.case"(%i)({
%r37 = "stablehlo.case"(%i)({
%r36 = "stablehlo.case"(%i)({
%r35 = "stablehlo.case"(%i)({
%r34 = "stablehlo.case"(%i)({
%r33 = "stablehlo.case"(%i)({
%r32 = "stablehlo.case"(%i)({
%r31 = "stablehlo.case"(%i)({
%r30 = "stablehlo.case"(%i)({
%r29 = "stablehlo.case"(%i)({
%r28 = "stablehlo.case"(%i)({
%r27 = "stablehlo.case"(%i)({
%r26 = "stablehlo.case"(%i)({
%r25 = "stablehlo.case"(%i)({
%r24 = "stablehlo.case"(%i)({
%r23 = "stablehlo.case"(%i)({
%r22 = "stablehlo.case"(%i)({
%r21 = "stablehlo.case"(%i)({
%r20 = "stablehlo.case"(%i)({
%r19 = "stablehlo.case"(%i)({
%r18 = "stablehlo.case"(%i)({
%r17 = "stablehlo.case"(%i)({
%r16 = "stablehlo.case"(%i)({
%r15 = "stablehlo.case"(%i)({
%r14 = "stablehlo.case"(%i)({
%r13 = "stablehlo.case"(%i)({
%r12 = "stablehlo.case"(%i)({
%r11 = "stablehlo.case"(%i)({
%r10 = "stablehlo.case"(%i)({
%r9 = "stablehlo.case"(%i)({
%r8 = "stablehlo.case"(%i)({
%r7 = "stablehlo.case"(%i)({
%r6 = "stablehlo.case"(%i)({
%r5 = "stablehlo.case"(%i)({
%r4 = "stablehlo.case"(%i)({
%r3 = "stablehlo.case"(%i)({
%r2 = "stablehlo.case"(%i)({
%r1 = "stablehlo.case"(%i)({
%r0 = "stablehlo.case"(%i)({
stablehlo.return %i : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r0 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r1 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r2 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r3 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r4 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r5 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r6 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r7 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r8 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r9 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r10 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r11 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r12 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r13 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r14 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r15 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r16 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r17 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r18 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r19 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r20 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r21 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r22 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r23 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r24 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r25 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r26 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r27 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r28 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r29 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r30 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r31 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r32 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r33 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r34 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r35 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r36 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r37 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r38 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r39 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r40 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r41 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r42 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r43 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r44 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r45 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r46 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r47 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r48 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r49 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r50 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r51 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r52 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r53 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r54 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r55 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r56 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r57 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r58 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r59 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r60 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r61 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r62 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r63 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r64 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r65 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r66 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r67 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r68 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r69 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r70 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r71 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r72 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r73 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r74 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r75 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r76 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r77 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r78 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r79 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r80 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r81 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r82 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r83 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r84 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r85 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r86 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r87 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r88 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r89 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r90 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r91 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r92 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r93 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r94 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r95 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r96 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r97 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r98 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r99 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r100 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r101 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r102 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r103 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r104 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r105 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r106 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r107 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r108 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r109 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r110 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r111 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r112 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r113 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r114 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r115 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r116 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r117 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r118 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r119 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r120 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r121 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r122 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r123 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r124 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r125 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r126 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r127 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r128 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r129 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r130 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r131 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r132 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r133 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r134 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r135 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r136 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r137 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r138 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r139 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r140 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r141 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r142 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r143 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r144 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r145 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r146 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r147 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r148 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r149 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r150 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r151 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r152 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r153 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r154 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r155 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r156 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r157 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r158 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r159 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r160 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r161 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r162 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r163 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r164 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r165 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r166 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r167 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r168 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r169 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r170 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r171 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r172 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r173 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r174 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r175 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r176 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r177 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r178 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r179 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r180 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r181 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r182 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r183 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r184 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r185 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r186 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r187 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r188 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r189 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r190 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r191 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r192 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r193 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r194 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r195 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r196 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r197 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r198 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r199 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r200 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r201 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r202 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r203 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r204 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r205 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r206 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r207 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r208 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r209 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r210 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r211 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r212 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r213 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r214 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r215 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r216 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r217 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r218 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r219 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r220 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r221 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r222 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r223 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r224 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r225 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r226 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r227 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r228 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r229 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r230 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r231 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r232 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r233 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r234 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r235 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r236 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r237 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r238 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r239 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r240 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r241 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r242 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r243 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r244 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r245 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r246 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r247 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r248 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r249 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r250 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r251 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r252 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r253 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r254 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r255 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r256 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r257 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r258 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r259 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r260 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r261 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r262 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r263 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r264 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r265 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r266 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r267 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r268 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r269 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r270 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r271 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r272 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r273 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r274 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r275 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r276 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r277 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r278 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r279 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r280 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r281 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r282 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r283 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r284 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r285 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r286 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r287 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r288 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r289 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r290 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r291 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r292 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r293 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r294 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r295 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r296 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r297 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r298 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r299 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r300 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r301 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r302 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r303 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r304 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r305 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r306 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r307 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r308 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r309 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r310 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r311 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r312 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r313 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r314 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r315 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r316 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r317 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r318 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r319 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r320 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r321 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r322 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r323 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r324 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r325 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r326 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r327 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r328 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r329 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r330 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r331 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r332 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r333 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r334 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r335 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r336 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r337 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r338 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r339 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r340 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r341 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r342 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r343 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r344 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r345 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r346 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r347 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r348 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r349 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r350 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r351 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r352 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r353 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r354 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r355 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r356 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r357 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r358 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r359 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r360 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r361 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r362 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r363 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r364 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r365 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r366 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r367 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r368 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r369 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r370 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r371 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r372 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r373 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r374 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r375 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r376 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r377 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r378 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r379 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r380 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r381 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r382 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r383 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r384 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r385 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r386 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r387 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r388 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r389 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r390 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r391 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r392 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r393 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r394 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r395 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r396 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r397 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r398 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r399 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r400 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r401 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r402 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r403 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r404 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r405 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r406 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r407 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r408 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r409 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r410 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r411 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r412 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r413 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r414 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r415 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r416 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r417 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r418 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r419 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r420 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r421 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r422 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r423 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r424 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r425 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r426 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r427 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r428 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r429 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r430 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r431 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r432 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r433 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r434 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r435 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r436 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r437 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r438 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r439 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r440 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r441 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r442 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r443 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r444 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r445 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r446 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r447 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r448 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r449 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r450 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r451 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r452 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r453 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r454 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r455 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r456 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r457 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r458 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r459 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r460 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r461 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r462 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r463 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r464 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r465 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r466 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r467 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r468 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r469 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r470 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r471 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r472 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r473 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r474 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r475 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r476 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r477 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r478 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r479 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r480 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r481 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r482 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r483 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r484 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r485 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r486 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r487 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r488 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r489 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r490 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r491 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r492 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r493 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r494 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r495 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r496 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r497 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r498 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r499 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r500 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r501 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r502 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r503 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r504 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r505 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r506 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r507 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r508 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r509 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r510 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r511 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r512 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r513 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r514 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r515 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r516 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r517 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r518 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r519 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r520 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r521 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r522 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r523 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r524 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r525 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r526 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r527 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r528 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r529 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r530 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r531 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r532 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r533 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r534 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r535 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r536 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r537 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r538 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r539 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r540 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r541 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r542 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r543 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r544 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r545 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r546 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r547 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r548 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r549 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r550 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r551 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r552 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r553 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r554 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r555 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r556 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r557 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r558 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r559 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r560 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r561 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r562 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r563 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r564 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r565 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r566 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r567 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r568 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r569 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r570 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r571 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r572 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r573 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r574 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r575 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r576 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r577 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r578 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r579 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r580 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r581 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r582 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r583 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r584 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r585 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r586 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r587 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r588 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r589 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r590 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r591 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r592 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r593 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r594 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r595 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r596 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r597 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r598 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r599 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r600 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r601 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r602 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r603 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r604 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r605 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r606 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r607 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r608 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r609 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r610 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r611 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r612 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r613 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r614 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r615 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r616 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r617 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r618 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r619 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r620 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r621 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r622 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r623 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r624 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r625 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r626 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r627 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r628 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r629 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r630 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r631 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r632 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r633 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r634 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r635 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r636 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r637 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r638 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r639 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r640 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r641 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r642 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r643 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r644 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r645 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r646 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r647 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r648 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r649 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r650 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r651 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r652 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r653 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r654 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r655 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r656 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r657 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r658 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r659 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r660 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r661 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r662 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r663 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r664 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r665 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r666 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r667 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r668 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r669 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r670 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r671 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r672 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r673 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r674 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r675 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r676 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r677 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r678 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r679 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r680 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r681 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r682 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r683 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r684 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r685 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r686 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r687 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r688 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r689 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r690 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r691 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r692 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r693 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r694 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r695 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r696 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r697 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r698 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r699 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r700 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r701 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r702 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r703 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r704 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r705 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r706 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r707 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r708 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r709 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r710 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r711 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r712 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r713 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r714 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r715 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r716 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r717 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r718 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r719 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r720 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r721 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r722 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r723 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r724 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r725 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r726 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r727 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r728 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r729 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r730 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r731 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r732 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r733 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r734 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r735 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r736 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r737 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r738 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r739 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r740 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r741 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r742 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r743 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r744 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r745 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r746 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r747 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r748 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r749 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r750 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r751 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r752 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r753 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r754 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r755 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r756 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r757 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r758 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r759 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r760 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r761 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r762 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r763 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r764 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r765 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r766 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r767 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r768 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r769 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r770 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r771 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r772 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r773 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r774 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r775 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r776 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r777 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r778 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r779 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r780 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r781 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r782 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r783 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r784 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r785 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r786 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r787 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r788 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r789 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r790 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r791 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r792 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r793 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r794 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r795 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r796 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r797 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
stablehlo.return %r798 : tensor<i32>
}) : (tensor<i32>) -> tensor<i32>
return %r799 : tensor<i32>
}
